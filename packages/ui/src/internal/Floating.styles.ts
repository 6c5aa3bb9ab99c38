import styled from 'styled-components';

export const FloatingCard = styled.div<{ $width?: number }>`
  box-sizing: border-box;
  width: ${({ $width }) => ($width ? `${$width}px` : 'max-content')};
  max-width: calc(100vw - 16px);
  padding: ${({ theme }) => theme.space.md}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg}px;
  box-shadow: ${({ theme }) => theme.shadow.md};
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.md}px;
  z-index: ${({ theme }) => theme.z.popover};
  outline: none;
`;
