import styled from 'styled-components';

export const Item = styled.article`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.lg}px;
  padding: ${({ theme }) => theme.space.lg}px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
`;

export const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  min-width: 0;
`;

export const Title = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
`;

export const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg}px;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  mark {
    background: transparent;
    color: ${({ theme }) => theme.colors.danger};
  }
`;

export const NameButton = styled.button`
  all: unset;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.brandInk};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.brand[500]};
  }
`;

/** Red unless 在营. */
export const Status = styled.span<{ $operating: boolean }>`
  padding: 0 ${({ theme }) => theme.space.sm}px;
  border: 1px solid ${({ theme, $operating }) => ($operating ? theme.colors.success : theme.colors.danger)};
  border-radius: ${({ theme }) => theme.radius.sm}px;
  color: ${({ theme, $operating }) => ($operating ? theme.colors.success : theme.colors.danger)};
  font-size: ${({ theme }) => theme.font.size.xs}px;
  line-height: 20px;
`;

export const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.xl}px;
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm}px;
  div {
    display: flex;
    gap: ${({ theme }) => theme.space.xs}px;
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
  }
`;
