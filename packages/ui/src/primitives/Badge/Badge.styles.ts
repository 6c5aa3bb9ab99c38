import styled, { css } from 'styled-components';
import { visuallyHidden } from '../../internal/visuallyHidden';

export const Wrap = styled.span`
  position: relative;
  display: inline-flex;
  vertical-align: middle;
`;

export const Count = styled.span<{ $dot: boolean; $anchored: boolean }>`
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.components.badge.height}px;
  height: ${({ theme }) => theme.components.badge.height}px;
  padding: 0 ${({ theme }) => theme.space.xs + 2}px;
  border-radius: ${({ theme }) => theme.radius.round}px;
  background: ${({ theme }) => theme.components.badge.bg};
  color: ${({ theme }) => theme.components.badge.text};
  font-size: ${({ theme }) => theme.font.size.xs}px;
  line-height: 1;
  white-space: nowrap;
  ${({ $anchored }) =>
    $anchored &&
    css`
      position: absolute;
      top: 0;
      right: 0;
      transform: translate(50%, -50%);
    `}
  ${({ $dot }) =>
    $dot &&
    css`
      min-width: 8px;
      width: 8px;
      height: 8px;
      padding: 0;
    `}
`;

export const Hidden = styled.span`
  ${visuallyHidden}
`;
