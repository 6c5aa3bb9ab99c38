/** One department of the flat list; its children are ordered by `sort`. */
export interface TreeNode {
  id: string;
  parentId: string | null;
  name: string;
  sort: number;
  /** Shown beside the name when given (e.g. the members directly in the department). */
  count?: number;
}

/** A node with its children, as the tree shows it. */
export interface TreeBranch {
  node: TreeNode;
  /** 1 for a root. */
  level: number;
  children: TreeBranch[];
}

/** Where a node goes: its new parent (null: the top level) and its index among the new siblings after the move. */
export interface TreeMove {
  parentId: string | null;
  index: number;
}

/** A keyboard move: reorder among the siblings (up, down), nest under the previous sibling (in), move out to the parent's level (out). */
export type TreeStep = 'up' | 'down' | 'in' | 'out';

/** Where a drop lands on a row: before it, after it (its edges) or inside it (its middle). */
export type TreeDropPosition = 'before' | 'inside' | 'after';

/**
 * The children ids of each parent (null: the top level), ordered by `sort` then by their order in
 * the list. A node whose parent is missing, or that sits in a cycle, counts as a top-level node.
 */
export function childrenByParent(nodes: readonly TreeNode[]): Map<string | null, string[]> {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const rooted = (node: TreeNode) => {
    const seen = new Set<string>([node.id]);
    let parent = node.parentId;
    while (parent !== null) {
      const up = byId.get(parent);
      if (!up || seen.has(parent)) return false;
      seen.add(parent);
      parent = up.parentId;
    }
    return true;
  };
  const order = new Map(nodes.map((n, i) => [n.id, i]));
  const groups = new Map<string | null, TreeNode[]>();
  for (const node of nodes) {
    const parent = node.parentId !== null && rooted(node) ? node.parentId : null;
    const list = groups.get(parent) ?? [];
    list.push(node);
    groups.set(parent, list);
  }
  const result = new Map<string | null, string[]>();
  for (const [parent, list] of groups)
    result.set(
      parent,
      list.sort((a, b) => a.sort - b.sort || order.get(a.id)! - order.get(b.id)!).map((n) => n.id),
    );
  return result;
}

/** The nested structure of the flat list (see `childrenByParent` for the order and stray nodes). */
export function buildTree(nodes: readonly TreeNode[]): TreeBranch[] {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const children = childrenByParent(nodes);
  const branch = (id: string, level: number): TreeBranch => ({
    node: byId.get(id)!,
    level,
    children: (children.get(id) ?? []).map((child) => branch(child, level + 1)),
  });
  return (children.get(null) ?? []).map((id) => branch(id, 1));
}

/** The parent each node is shown under (null: the top level), as `childrenByParent` places it. */
export function parentsOf(
  children: ReadonlyMap<string | null, readonly string[]>,
): Map<string, string | null> {
  const parents = new Map<string, string | null>();
  for (const [parent, ids] of children) for (const id of ids) parents.set(id, parent);
  return parents;
}

/** The ids of every node below `id` (children, their children, ...), not `id` itself. */
export function descendantsOf(nodes: readonly TreeNode[], id: string): Set<string> {
  const children = childrenByParent(nodes);
  const found = new Set<string>();
  const walk = (parent: string) => {
    for (const child of children.get(parent) ?? [])
      if (!found.has(child)) {
        found.add(child);
        walk(child);
      }
  };
  walk(id);
  return found;
}

/** Whether `id` may go under `parentId`: never into itself or one of its descendants. */
export function canMoveTo(nodes: readonly TreeNode[], id: string, parentId: string | null): boolean {
  if (parentId === null) return true;
  return parentId !== id && !descendantsOf(nodes, id).has(parentId);
}

/** The ids shown, top to bottom: each node, then its children when it is expanded (not in `collapsed`). */
export function visibleIds(tree: readonly TreeBranch[], collapsed: ReadonlySet<string>): string[] {
  const ids: string[] = [];
  const walk = (branches: readonly TreeBranch[]) => {
    for (const b of branches) {
      ids.push(b.node.id);
      if (!collapsed.has(b.node.id)) walk(b.children);
    }
  };
  walk(tree);
  return ids;
}

/** The move of a keyboard step, or null when the node cannot go that way (first, last, top level). */
export function stepMove(nodes: readonly TreeNode[], id: string, step: TreeStep): TreeMove | null {
  const children = childrenByParent(nodes);
  const parent = parentsOf(children).get(id);
  if (parent === undefined) return null;
  const siblings = children.get(parent)!;
  const index = siblings.indexOf(id);
  if (step === 'up') return index > 0 ? { parentId: parent, index: index - 1 } : null;
  if (step === 'down') return index < siblings.length - 1 ? { parentId: parent, index: index + 1 } : null;
  if (step === 'in') {
    const previous = siblings[index - 1];
    return previous === undefined
      ? null
      : { parentId: previous, index: (children.get(previous) ?? []).length };
  }
  if (parent === null) return null;
  const grandparent = parentsOf(children).get(parent) ?? null;
  return { parentId: grandparent, index: children.get(grandparent)!.indexOf(parent) + 1 };
}

/** Where a pointer at `offsetY` of a row `height` tall drops: the upper and lower quarter are its edges. */
export function dropPosition(offsetY: number, height: number): TreeDropPosition {
  if (offsetY < height / 4) return 'before';
  if (offsetY > (height * 3) / 4) return 'after';
  return 'inside';
}

/**
 * The move of dropping `id` on `targetId` at `position`: inside goes last among the target's
 * children, before and after beside the target. Null for a drop into the node itself or its
 * descendants, and for a drop that leaves the node where it is.
 */
export function dropMove(
  nodes: readonly TreeNode[],
  id: string,
  targetId: string,
  position: TreeDropPosition,
): TreeMove | null {
  const children = childrenByParent(nodes);
  const parents = parentsOf(children);
  if (!parents.has(id) || !parents.has(targetId)) return null;
  const parentId = position === 'inside' ? targetId : parents.get(targetId)!;
  if (targetId === id || !canMoveTo(nodes, id, parentId)) return null;
  // The siblings as they will be, the dragged node taken out.
  const siblings = (children.get(parentId) ?? []).filter((x) => x !== id);
  const index =
    position === 'inside' ? siblings.length : siblings.indexOf(targetId) + (position === 'after' ? 1 : 0);
  const from = parents.get(id)!;
  if (from === parentId && children.get(from)!.indexOf(id) === index) return null;
  return { parentId, index };
}

/**
 * Applies a move to the flat list: the node gets `parentId` and lands at `index` among its new
 * siblings; the old and new siblings are renumbered `sort` 0, 1, 2... (other nodes keep theirs).
 * For hosts that keep the list and apply `onMove` before the server answers.
 */
export function applyTreeMove(
  nodes: readonly TreeNode[],
  id: string,
  parentId: string | null,
  index: number,
): TreeNode[] {
  if (!nodes.some((n) => n.id === id) || !canMoveTo(nodes, id, parentId)) return [...nodes];
  const children = childrenByParent(nodes);
  const from = parentsOf(children).get(id)!;
  const sorts = new Map<string, number>();
  children
    .get(from)!
    .filter((x) => x !== id)
    .forEach((x, sort) => sorts.set(x, sort));
  const siblings = (children.get(parentId) ?? []).filter((x) => x !== id);
  siblings.splice(Math.max(0, Math.min(index, siblings.length)), 0, id);
  siblings.forEach((x, sort) => sorts.set(x, sort));
  return nodes.map((n) => {
    const sort = sorts.get(n.id) ?? n.sort;
    const parent = n.id === id ? parentId : n.parentId;
    return sort !== n.sort || parent !== n.parentId ? { ...n, parentId: parent, sort } : n;
  });
}
