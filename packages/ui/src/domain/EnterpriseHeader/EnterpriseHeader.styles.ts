import styled from 'styled-components';

export const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg}px;
  color: ${({ theme }) => theme.colors.text};
`;

/** At least 240 px: narrower, the actions wrap below the name instead of squeezing it. */
export const Main = styled.div`
  display: flex;
  flex: 1 1 240px;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  min-width: 0;
`;

export const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
`;

export const Name = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xxl}px;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const Status = styled.span<{ $operating: boolean }>`
  padding: 0 ${({ theme }) => theme.space.sm}px;
  border: 1px solid ${({ theme, $operating }) => ($operating ? theme.colors.success : theme.colors.danger)};
  border-radius: ${({ theme }) => theme.radius.sm}px;
  color: ${({ theme, $operating }) => ($operating ? theme.colors.success : theme.colors.danger)};
  font-size: ${({ theme }) => theme.font.size.xs}px;
  line-height: 20px;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.brand[500]};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-shrink: 0;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm}px;
`;
