import styled from 'styled-components';

export const Rows = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.lg}px;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const Note = styled.p`
  margin: ${({ theme }) => theme.space.sm}px 0 0;
  font-size: ${({ theme }) => theme.font.size.xs}px;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

export const Strong = styled.strong`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.lg}px;
`;

export const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm}px;
  justify-content: flex-end;
`;
