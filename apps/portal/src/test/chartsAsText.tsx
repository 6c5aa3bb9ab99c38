/**
 * The kit's charts as text, for isolated portal tests: echarts draws on a canvas jsdom lacks, so a
 * test mocks '@platform/ui/charts' with this module (vi.mock with a factory importing it), which
 * shows each chart as a list named by its label, an item per category with the first series' value.
 */
export function SeriesChart({
  label,
  categories,
  series,
}: {
  label: string;
  categories: readonly string[];
  series: readonly { name: string; values: readonly (number | null)[] }[];
}) {
  return (
    <ul aria-label={label}>
      {categories.map((c, i) => (
        <li key={c}>{`${c} ${series[0]?.values[i] ?? ''}`}</li>
      ))}
    </ul>
  );
}
