import styled from 'styled-components';

/** A workspace dashboard's charts: cards in as many columns as fit (one on a phone). */
export const DashboardGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 420px), 1fr));
  gap: ${({ theme }) => theme.space.lg}px;
  min-width: 0;
  section {
    min-width: 0;
    padding: ${({ theme }) => theme.space.lg}px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.lg}px;
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md}px;
    font-size: ${({ theme }) => theme.font.size.md}px;
  }
`;

const List = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xl}px;
  margin: 0 0 ${({ theme }) => theme.space.lg}px;
  div {
    display: grid;
    gap: ${({ theme }) => theme.space.xs}px;
  }
  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl}px;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

/** A dashboard's headline figures: label and value pairs, as a description list. */
export function DashboardFigures({
  figures,
}: {
  figures: ReadonlyArray<readonly [label: string, value: string]>;
}) {
  return (
    <List>
      {figures.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </List>
  );
}
