import { FloatingOverlay } from '@floating-ui/react';
import styled, { keyframes } from 'styled-components';

const slideIn = (from: 'left' | 'right') => keyframes`
  from { transform: translateX(${from === 'right' ? '100%' : '-100%'}); }
  to { transform: none; }
`;

export const Overlay = styled(FloatingOverlay)`
  display: flex;
  background: ${({ theme }) => theme.components.drawer.mask};
  z-index: ${({ theme }) => theme.z.dialog};
`;

export const Panel = styled.div<{ $width?: number; $side: 'left' | 'right' }>`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  width: ${({ $width, theme }) => $width ?? theme.components.drawer.width}px;
  max-width: 100%;
  height: 100%;
  margin-left: ${({ $side }) => ($side === 'right' ? 'auto' : '0')};
  background: ${({ theme }) => theme.components.drawer.bg};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.md}px;
  outline: none;
  animation: ${({ $side }) => slideIn($side)} 0.2s ease-out;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => `${theme.space.lg}px ${theme.space.xl}px`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Body = styled.div`
  flex: 1;
  padding: ${({ theme }) => `${theme.space.lg}px ${theme.space.xl}px`};
  overflow: auto;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

export { Close, Footer, Title } from '../Dialog/Dialog.styles';
