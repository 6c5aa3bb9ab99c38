import styled from 'styled-components';
import type { ToastKind } from './store';

export const Stack = styled.div`
  position: fixed;
  top: ${({ theme }) => theme.space.xl}px;
  left: 50%;
  transform: translateX(-50%);
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  z-index: ${({ theme }) => theme.z.toast};
  pointer-events: none;
`;

export const Item = styled.div<{ $kind: ToastKind }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.lg}px`};
  border-radius: ${({ theme }) => theme.radius.md}px;
  box-shadow: ${({ theme }) => theme.shadow.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.md}px;
  pointer-events: auto;
  border-left: 4px solid
    ${({ theme, $kind }) => ($kind === 'error' ? theme.colors.danger : $kind === 'success' ? theme.colors.success : theme.colors.brand[500])};
`;
