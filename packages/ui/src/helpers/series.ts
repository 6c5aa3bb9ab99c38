/** Percentage change of each point relative to the first (spec 2 §2, mountain chart). */
export function relativeChange(values: readonly number[]): number[] {
  const first = values[0];
  if (first === undefined || first === 0) return values.map(() => 0);
  return values.map((v) => Number((((v - first) / first) * 100).toFixed(2)));
}
