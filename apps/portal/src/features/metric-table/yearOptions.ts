import { METRIC_TABLE_LIMITS as L } from '@platform/contracts';

/** China's current year (the server counts years in China time). */
export const chinaYear = () => new Date(Date.now() + 8 * 3_600_000).getUTCFullYear();

/** The years a table may span, newest first. */
export const yearOptions = () =>
  Array.from({ length: chinaYear() - L.firstYear + 1 }, (_, i) => String(chinaYear() - i)).map((y) => ({
    value: y,
    label: y,
  }));

/** A span the server refuses: the first year after the last, or more than 15 years. */
export function badSpan(from: string, to: string): boolean {
  const a = Number(from || chinaYear() - L.defaultYears + 1);
  const b = Number(to || chinaYear());
  return a > b || b - a + 1 > L.yearsMax;
}
