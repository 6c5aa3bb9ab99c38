/** Pure rules of the department tree (docs/org-centre.md). */
export interface TreeRow {
  id: string;
  parent_id: string | null;
  sort: number;
}

/** The department and everything under it. */
export function subtreeOf(rows: readonly TreeRow[], id: string): Set<string> {
  const out = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const r of rows)
      if (r.parent_id && out.has(r.parent_id) && !out.has(r.id)) {
        out.add(r.id);
        grew = true;
      }
  }
  return out;
}

/** Levels from the top (a top department is 1); 0 for the top itself (null). */
export function depthOf(rows: readonly TreeRow[], id: string | null): number {
  const byId = new Map(rows.map((r) => [r.id, r]));
  let depth = 0;
  for (let at = id; at; at = byId.get(at)?.parent_id ?? null) {
    depth += 1;
    if (depth > rows.length) break;
  }
  return depth;
}

/** How many levels a department's subtree spans (1 for a leaf). */
export function heightOf(rows: readonly TreeRow[], id: string): number {
  const children = rows.filter((r) => r.parent_id === id);
  return 1 + Math.max(0, ...children.map((c) => heightOf(rows, c.id)));
}

/** The siblings under a parent after moving `id` there at `index`, in their new order. */
export function siblingsAfterMove(
  rows: readonly TreeRow[],
  id: string,
  parentId: string | null,
  index: number,
): string[] {
  const siblings = rows
    .filter((r) => r.parent_id === parentId && r.id !== id)
    .sort((a, b) => a.sort - b.sort)
    .map((r) => r.id);
  siblings.splice(Math.min(index, siblings.length), 0, id);
  return siblings;
}
