import styled, { keyframes } from 'styled-components';
import { visuallyHidden } from '../../internal/visuallyHidden';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

export const Wrap = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.lg}px;
`;

export const Lines = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
`;

export const Block = styled.span<{ $width?: string; $height: number; $round?: boolean }>`
  display: block;
  flex: none;
  width: ${({ $width }) => $width ?? '100%'};
  height: ${({ $height }) => $height}px;
  border-radius: ${({ $round, theme }) => ($round ? '50%' : `${theme.radius.sm}px`)};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.components.skeleton.base} 25%,
    ${({ theme }) => theme.components.skeleton.highlight} 37%,
    ${({ theme }) => theme.components.skeleton.base} 63%
  );
  background-size: 400% 100%;
  animation: ${shimmer} 1.4s ease infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const Hidden = styled.span`
  ${visuallyHidden}
`;
