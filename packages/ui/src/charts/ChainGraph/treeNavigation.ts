/** A tree node as the graph draws it: `children` in order. */
export interface NavDatum {
  key: string;
  name: string;
  value: number;
  children: readonly NavDatum[];
}

/** One node of the flattened tree; indices are preorder positions (root 0). */
export interface NavNode {
  key: string;
  name: string;
  value: number;
  depth: number;
  parent: number | null;
  children: number[];
}

/** The tree in preorder, the order in which echarts' tree series numbers its data. */
export function flattenTree(root: NavDatum): NavNode[] {
  const out: NavNode[] = [];
  const visit = (d: NavDatum, parent: number | null, depth: number) => {
    const index = out.length;
    out.push({ key: d.key, name: d.name, value: d.value, depth, parent, children: [] });
    if (parent !== null) out[parent]!.children.push(index);
    for (const c of d.children) visit(c, index, depth + 1);
  };
  visit(root, null, 0);
  return out;
}

export type NavMove = 'parent' | 'child' | 'previous' | 'next' | 'first' | 'last';

/**
 * Where a move from `at` lands, as in a tree view laid out left to right: the parent is to the
 * left, the first child to the right, siblings above and below. A move with nowhere to go stays.
 */
export function moveFrom(nodes: readonly NavNode[], at: number, move: NavMove): number {
  const node = nodes[at];
  if (!node) return 0;
  const siblings = node.parent === null ? [at] : nodes[node.parent]!.children;
  const i = siblings.indexOf(at);
  switch (move) {
    case 'parent':
      return node.parent ?? at;
    case 'child':
      return node.children[0] ?? at;
    case 'previous':
      return siblings[i - 1] ?? at;
    case 'next':
      return siblings[i + 1] ?? at;
    case 'first':
      return siblings[0]!;
    case 'last':
      return siblings[siblings.length - 1]!;
  }
}
