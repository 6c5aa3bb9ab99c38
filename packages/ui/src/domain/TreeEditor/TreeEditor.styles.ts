import styled, { css } from 'styled-components';
import { visuallyHidden } from '../../internal/visuallyHidden';
import type { TreeDropPosition } from './tree';

export const Hidden = styled.span`
  ${visuallyHidden}
`;

export const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  min-width: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.md}px;
`;

export const Tree = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Row = styled.div<{ $level: number; $selected: boolean; $drop: TreeDropPosition | null }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  min-height: 36px;
  padding: ${({ theme, $level }) => `0 ${theme.space.xs}px 0 ${($level - 1) * 20 + theme.space.xs}px`};
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme, $selected }) => ($selected ? theme.colors.brand[50] : 'transparent')};
  color: ${({ theme, $selected }) => ($selected ? theme.colors.brandInk : theme.colors.text)};
  cursor: default;
  &[draggable='true'] {
    cursor: grab;
  }
  &:hover {
    background: ${({ theme, $selected }) => ($selected ? theme.colors.brand[50] : theme.colors.muted)};
  }
  ${({ $drop, theme }) =>
    $drop === 'inside'
      ? css`
          box-shadow: inset 0 0 0 2px ${theme.colors.brand[500]};
        `
      : $drop
        ? css`
            box-shadow: 0 ${$drop === 'before' ? -2 : 2}px 0 ${theme.colors.brand[500]};
          `
        : ''}
`;

export const Item = styled.li<{ $dragging: boolean }>`
  opacity: ${({ $dragging }) => ($dragging ? 0.5 : 1)};
  &:focus {
    outline: none;
  }
  &:focus-visible > ${Row} {
    outline: 2px solid ${({ theme }) => theme.colors.brand[500]};
    outline-offset: -2px;
  }
`;

export const Toggle = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 20px;
  height: 20px;
  color: ${({ theme }) => theme.colors.textSecondary};
  cursor: pointer;
  &:empty {
    cursor: default;
  }
`;

export const Name = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Count = styled.span`
  flex: none;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm}px;
  font-variant-numeric: tabular-nums;
`;

export const Edit = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
`;

export const NameInput = styled.input`
  box-sizing: border-box;
  width: 100%;
  height: 28px;
  padding: ${({ theme }) => `0 ${theme.space.sm}px`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radius.sm}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.brand[500]};
    outline-offset: 0;
  }
`;

export const Error = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.sm}px;
`;

export const Actions = styled.span`
  display: inline-flex;
  flex: none;
  gap: ${({ theme }) => theme.space.xxs}px;
`;

export const Action = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm}px;
  background: none;
  color: ${({ theme }) => theme.colors.textSecondary};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.neutral[200]};
    color: ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.brand[500]};
    outline-offset: 0;
  }
`;

export const AddRoot = styled.div`
  display: flex;
`;
