import styled from 'styled-components';
import { focusRing } from '../../theme/mixins';

export const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xl}px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Tab = styled.button<{ $active: boolean }>`
  position: relative;
  padding: ${({ theme }) => theme.space.md}px 0;
  border: 0;
  background: transparent;
  font-family: inherit;
  font-size: ${({ theme }) => theme.font.size.md}px;
  font-weight: ${({ theme, $active }) => ($active ? theme.font.weight.medium : theme.font.weight.regular)};
  color: ${({ theme, $active }) => ($active ? theme.colors.brandInk : theme.colors.text)};
  cursor: pointer;
  &::after {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    bottom: -1px;
    height: 2px;
    background: ${({ theme, $active }) => ($active ? theme.colors.brand[500] : 'transparent')};
  }
  &:disabled {
    color: ${({ theme }) => theme.colors.neutral[500]};
    cursor: not-allowed;
  }
  ${focusRing}
`;

export const Panel = styled.div`
  padding-top: ${({ theme }) => theme.space.lg}px;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.brand[500]};
  }
`;
