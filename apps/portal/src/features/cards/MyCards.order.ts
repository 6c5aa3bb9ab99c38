/** The ids with `id` moved one place up (-1) or down (1); the same array when it cannot move. */
export function moveId(ids: string[], id: string, dir: -1 | 1): string[] {
  const from = ids.indexOf(id);
  const to = from + dir;
  if (from < 0 || to < 0 || to >= ids.length) return ids;
  const next = [...ids];
  next[from] = ids[to]!;
  next[to] = id;
  return next;
}
