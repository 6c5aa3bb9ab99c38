import styled from 'styled-components';

export const PersonList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const PersonRow = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.sm}px;
  align-items: center;
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const PersonName = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  small {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
`;

export const RowActions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  gap: ${({ theme }) => theme.space.xs}px;
`;

export const SectionTitle = styled.h3`
  margin: ${({ theme }) => theme.space.md}px ${({ theme }) => theme.space.md}px
    ${({ theme }) => theme.space.xs}px;
  font-size: ${({ theme }) => theme.font.size.sm}px;
  color: ${({ theme }) => theme.colors.textSecondary};
`;
