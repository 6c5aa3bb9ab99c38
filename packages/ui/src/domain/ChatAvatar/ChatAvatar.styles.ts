import styled from 'styled-components';

export const Frame = styled.span<{ $size: number; $round: boolean }>`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${({ theme, $round }) => ($round ? theme.radius.round : theme.radius.md)}px;
  overflow: hidden;
  background: ${({ theme }) => theme.components.avatar.bg};
  color: ${({ theme }) => theme.components.avatar.text};
  font-size: ${({ $size }) => Math.round($size * 0.4)}px;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: 1;
  user-select: none;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
