import styled from 'styled-components';

export const Frame = styled.span<{ $size: number; $square: boolean }>`
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  overflow: hidden;
  border-radius: ${({ $square, theme }) => ($square ? `${theme.radius.md}px` : '50%')};
  background: ${({ theme }) => theme.components.avatar.bg};
  color: ${({ theme }) => theme.components.avatar.text};
  font-size: ${({ $size }) => Math.round($size * 0.42)}px;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  user-select: none;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
