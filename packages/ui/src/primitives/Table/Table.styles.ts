import styled from 'styled-components';
import { withAlpha } from '../../theme/color';
import { focusRing } from '../../theme/mixins';

export const Wrap = styled.div`
  position: relative;
  overflow-x: auto;
  font-size: ${({ theme }) => theme.font.size.md}px;
  color: ${({ theme }) => theme.colors.text};
`;

export const Grid = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    padding-bottom: ${({ theme }) => theme.space.sm}px;
    text-align: left;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

export const Th = styled.th<{ $align: string }>`
  padding: ${({ theme }) => theme.components.table.cellPadding}px;
  background: ${({ theme }) => theme.components.table.headerBg};
  color: ${({ theme }) => theme.components.table.headerText};
  border-bottom: 1px solid ${({ theme }) => theme.components.table.border};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-align: ${({ $align }) => $align};
  white-space: nowrap;
`;

export const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  ${focusRing}
`;

export const Arrow = styled.span<{ $active: boolean }>`
  color: ${({ $active, theme }) => ($active ? theme.components.table.sortActive : theme.colors.textSecondary)};
  font-size: ${({ theme }) => theme.font.size.xs}px;
`;

export const Td = styled.td<{ $align: string }>`
  padding: ${({ theme }) => theme.components.table.cellPadding}px;
  border-bottom: 1px solid ${({ theme }) => theme.components.table.border};
  text-align: ${({ $align }) => $align};
`;

export const Row = styled.tr`
  &:hover > td {
    background: ${({ theme }) => theme.components.table.rowHoverBg};
  }
`;

export const Loading = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  background: ${({ theme }) => withAlpha(theme.colors.surface, 0.7)};
`;
