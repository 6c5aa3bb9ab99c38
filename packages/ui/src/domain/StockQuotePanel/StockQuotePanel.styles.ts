import styled from 'styled-components';
import { visuallyHidden } from '../../internal/visuallyHidden';
import type { QuoteTone } from './quote';

export const Hidden = styled.span`
  ${visuallyHidden}
`;

export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  color: ${({ theme }) => theme.colors.text};
`;

export const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.md}px;
`;

export const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg}px;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const Price = styled.strong<{ $tone: QuoteTone }>`
  color: ${({ theme, $tone }) => theme.colors[$tone]};
  font-size: ${({ theme }) => theme.font.size.h1}px;
`;

export const Change = styled.span<{ $tone: QuoteTone }>`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.sm}px;
  color: ${({ theme, $tone }) => theme.colors[$tone]};
`;

/**
 * Label-value pairs, four per row where there is room. Neither label nor value ever breaks: a
 * value too long for its cell (收盘时间's date and time) moves under its label, right-aligned.
 */
export const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.lg}px;
  margin: 0;
  div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    column-gap: ${({ theme }) => theme.space.sm}px;
  }
  dt,
  dd {
    white-space: nowrap;
  }
  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  dd {
    margin: 0 0 0 auto;
    font-variant-numeric: tabular-nums;
  }
`;
