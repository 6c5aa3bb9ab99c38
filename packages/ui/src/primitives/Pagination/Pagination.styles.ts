import styled from 'styled-components';
import { focusRing } from '../../theme/mixins';

export const Nav = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  font-size: ${({ theme }) => theme.font.size.md}px;
  color: ${({ theme }) => theme.colors.text};
`;

export const List = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.button`
  box-sizing: border-box;
  min-width: ${({ theme }) => theme.components.pagination.itemSize}px;
  height: ${({ theme }) => theme.components.pagination.itemSize}px;
  padding: 0 ${({ theme }) => theme.space.sm}px;
  border: 1px solid ${({ theme }) => theme.components.pagination.border};
  border-radius: ${({ theme }) => theme.components.pagination.radius}px;
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  font: inherit;
  cursor: pointer;

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.brandInk};
    border-color: ${({ theme }) => theme.colors.brandInk};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.components.pagination.activeBg};
    border-color: ${({ theme }) => theme.components.pagination.activeBg};
    color: ${({ theme }) => theme.components.pagination.activeText};
  }
  &:disabled {
    color: ${({ theme }) => theme.colors.textDisabled};
    cursor: not-allowed;
  }
  ${focusRing}
`;

export const Gap = styled.span`
  display: inline-flex;
  align-items: center;
  min-width: ${({ theme }) => theme.components.pagination.itemSize}px;
  justify-content: center;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

export const Total = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
`;
