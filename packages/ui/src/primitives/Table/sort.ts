export type SortOrder = 'ascending' | 'descending';
export interface SortState {
  key: string;
  order: SortOrder;
}

/** none -> ascending -> descending -> none, per column. */
export function nextSort(current: SortState | null, key: string): SortState | null {
  if (current?.key !== key) return { key, order: 'ascending' };
  return current.order === 'ascending' ? { key, order: 'descending' } : null;
}

/** Numbers by value, everything else by Chinese collation (pinyin order for 汉字). */
export function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a ?? '').localeCompare(String(b ?? ''), 'zh-CN');
}

export function sortRows<T>(rows: readonly T[], sort: SortState | null, value: (row: T) => unknown): T[] {
  if (!sort) return [...rows];
  const sign = sort.order === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => sign * compareValues(value(a), value(b)));
}
