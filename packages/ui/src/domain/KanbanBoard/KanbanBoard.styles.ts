import styled, { css } from 'styled-components';
import { visuallyHidden } from '../../internal/visuallyHidden';

export const Hidden = styled.span`
  ${visuallyHidden}
`;

export const Board = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md}px;
  overflow-x: auto;
  padding-bottom: ${({ theme }) => theme.space.xs}px;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.md}px;
`;

export const Column = styled.div<{ $width: number; $over: boolean }>`
  display: flex;
  flex: 0 0 ${({ $width }) => $width}px;
  flex-direction: column;
  min-width: 0;
  border: 1px solid ${({ theme, $over }) => ($over ? theme.colors.brand[500] : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.lg}px;
  background: ${({ theme }) => theme.colors.muted};
`;

export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => `${theme.space.xxs}px ${theme.space.sm}px`};
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Title = styled.span`
  min-width: 0;
  overflow: hidden;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Count = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm}px;
`;

export const Sum = styled.span`
  flex-basis: 100%;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm}px;
  font-variant-numeric: tabular-nums;
`;

export const EmptyColumn = styled.div<{ $height: number }>`
  display: flex;
  align-items: center;
  justify-content: center;
  height: ${({ $height }) => $height}px;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm}px;
`;

export const Slot = styled.div`
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.sm}px 0`};
  &:last-child {
    padding-bottom: ${({ theme }) => theme.space.sm}px;
  }
`;

const marker = (side: 'top' | 'bottom') => css`
  box-shadow: 0 ${side === 'top' ? -3 : 3}px 0 ${({ theme }) => theme.colors.brand[500]};
`;

export const Card = styled.div<{ $lifted: boolean; $dragging: boolean; $marker: 'top' | 'bottom' | null }>`
  display: flex;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => theme.space.sm}px;
  border: 1px solid ${({ theme, $lifted }) => ($lifted ? theme.colors.brand[500] : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.colors.surface};
  cursor: grab;
  opacity: ${({ $dragging }) => ($dragging ? 0.5 : 1)};
  ${({ $lifted, theme }) => $lifted && `box-shadow: 0 4px 12px ${theme.colors.focus};`}
  ${({ $marker }) => $marker && marker($marker)}
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.brand[500]};
    outline-offset: 1px;
  }
`;

export const Grip = styled.span`
  flex: none;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

export const Body = styled.div`
  flex: 1;
  min-width: 0;
`;
