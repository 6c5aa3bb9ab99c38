import { FloatingOverlay } from '@floating-ui/react';
import styled from 'styled-components';
import { focusRing } from '../../theme/mixins';

export const Overlay = styled(FloatingOverlay)`
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.xl}px;
  background: ${({ theme }) => theme.colors.mask};
  z-index: ${({ theme }) => theme.z.dialog};
`;

export const Panel = styled.div<{ $width: number }>`
  box-sizing: border-box;
  width: ${({ $width }) => $width}px;
  max-width: 100%;
  max-height: calc(100vh - 48px);
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radius.lg}px;
  box-shadow: ${({ theme }) => theme.shadow.lg};
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.md}px;
  outline: none;
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => `${theme.space.lg}px ${theme.space.xl}px`};
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg}px;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const Close = styled.button`
  margin-left: auto;
  width: 28px;
  height: 28px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: transparent;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.font.size.xl}px;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.muted};
  }
  ${focusRing}
`;

export const Body = styled.div`
  padding: ${({ theme }) => `0 ${theme.space.xl}px ${theme.space.lg}px`};
  overflow: auto;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

export const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.xl}px ${theme.space.lg}px`};
`;
