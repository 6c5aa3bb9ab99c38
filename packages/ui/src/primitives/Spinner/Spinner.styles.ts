import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

export const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  box-sizing: border-box;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: ${({ theme }) => theme.radius.round}px;
  animation: ${spin} 0.8s linear infinite;
  vertical-align: middle;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

export const Wrap = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  color: ${({ theme }) => theme.colors.brandInk};
  font-size: ${({ theme }) => theme.font.size.md}px;
`;
