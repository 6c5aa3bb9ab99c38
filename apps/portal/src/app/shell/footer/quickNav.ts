/** Spec 1 §2 Footer: fewer than 5 entries in one column; otherwise the first 6, then the rest. */
export function quickNavColumns<T>(entries: T[]): T[][] {
  if (entries.length < 5) return [entries];
  return [entries.slice(0, 6), entries.slice(6)].filter((column) => column.length > 0);
}
