import styled from 'styled-components';

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm}px;
  li {
    display: grid;
    grid-template-columns: 7em 1fr 4em;
    gap: ${({ theme }) => theme.space.sm}px;
    align-items: center;
  }
`;
const Track = styled.span`
  height: 8px;
  border-radius: ${({ theme }) => theme.radius.round}px;
  background: ${({ theme }) => theme.colors.muted};
  overflow: hidden;
  span {
    display: block;
    height: 100%;
    background: ${({ theme }) => theme.colors.brand[500]};
  }
`;
const Count = styled.span`
  text-align: right;
`;

export interface StatBarsProps {
  label: string;
  rows: ReadonlyArray<{ code: string; name: string; count: number }>;
  /** At most this many rows (the largest first as given). */
  limit?: number;
}

/** Counts as a labelled list with proportional bars (the bars are decoration; the numbers are read). */
export function StatBars({ label, rows, limit = 10 }: StatBarsProps) {
  const max = Math.max(1, ...rows.map((r) => r.count));
  return (
    <List aria-label={label}>
      {rows.slice(0, limit).map((r) => (
        <li key={r.code}>
          <span>{r.name}</span>
          <Track aria-hidden="true">
            <span style={{ width: `${(r.count / max) * 100}%` }} />
          </Track>
          <Count>{r.count}</Count>
        </li>
      ))}
    </List>
  );
}
