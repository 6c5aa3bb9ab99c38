/** One column's place and visibility, as the host persists them. */
export interface ColumnSetting {
  key: string;
  visible: boolean;
}

/**
 * The settings made whole for these columns: saved ones in their saved order (unknown keys dropped),
 * columns added since appended visible, and at least one column visible.
 */
export function normalizeColumnSettings(
  keys: readonly string[],
  saved: readonly ColumnSetting[] | null | undefined,
): ColumnSetting[] {
  const known = new Set(keys);
  const seen = new Set<string>();
  const out: ColumnSetting[] = [];
  for (const s of saved ?? []) {
    if (!known.has(s.key) || seen.has(s.key)) continue;
    seen.add(s.key);
    out.push({ key: s.key, visible: s.visible });
  }
  for (const key of keys) if (!seen.has(key)) out.push({ key, visible: true });
  if (out.length > 0 && !out.some((s) => s.visible)) out[0] = { ...out[0]!, visible: true };
  return out;
}

/** The columns to draw: visible ones in the settings' order. */
export function applyColumnSettings<C extends { key: string }>(
  columns: readonly C[],
  saved: readonly ColumnSetting[] | null | undefined,
): C[] {
  const byKey = new Map(columns.map((c) => [c.key, c]));
  return normalizeColumnSettings(
    columns.map((c) => c.key),
    saved,
  )
    .filter((s) => s.visible)
    .map((s) => byKey.get(s.key)!);
}

/** The settings with the column at `from` moved to `to`. */
export function moveColumnSetting(
  settings: readonly ColumnSetting[],
  from: number,
  to: number,
): ColumnSetting[] {
  if (to < 0 || to >= settings.length || from === to) return [...settings];
  const next = [...settings];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}
