import styled from 'styled-components';

export const Menu = styled.div`
  box-sizing: border-box;
  min-width: 140px;
  padding: ${({ theme }) => theme.space.xs}px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg}px;
  box-shadow: ${({ theme }) => theme.shadow.md};
  font-family: ${({ theme }) => theme.font.family};
  z-index: ${({ theme }) => theme.z.dropdown};
  outline: none;
`;

export const MenuItem = styled.button<{ $danger?: boolean }>`
  display: flex;
  width: 100%;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: transparent;
  color: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.text)};
  font-family: inherit;
  font-size: ${({ theme }) => theme.font.size.md}px;
  text-align: left;
  cursor: pointer;
  outline: none;
  &:hover,
  &:focus-visible,
  &[data-active='true'] {
    background: ${({ theme }) => theme.colors.muted};
  }
  &:disabled {
    color: ${({ theme }) => theme.colors.neutral[500]};
    cursor: not-allowed;
  }
`;
