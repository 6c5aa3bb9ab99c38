import { USER_CHAIN_LIMITS } from './limits';

interface TreeNode {
  key: string;
  parentKey: string | null;
}

export type TreeProblem = 'duplicate' | 'orphan' | 'cycle' | 'tooDeep';

/**
 * Checks a user chain's tree (server before saving, editor before offering a move): keys unique,
 * every parent present, no node under itself, at most USER_CHAIN_LIMITS.depth levels. Returns
 * each node's level (1 for a top-level node) or the first problem found.
 */
export function checkTree(
  nodes: readonly TreeNode[],
): { ok: true; levels: Map<string, number> } | { ok: false; problem: TreeProblem; key: string } {
  const parent = new Map<string, string | null>();
  for (const n of nodes) {
    if (parent.has(n.key)) return { ok: false, problem: 'duplicate', key: n.key };
    parent.set(n.key, n.parentKey);
  }
  const levels = new Map<string, number>();
  for (const n of nodes) {
    const path: string[] = [];
    let key: string | null = n.key;
    while (key !== null && !levels.has(key)) {
      if (path.includes(key)) return { ok: false, problem: 'cycle', key: n.key };
      if (!parent.has(key)) return { ok: false, problem: 'orphan', key: n.key };
      path.push(key);
      key = parent.get(key)!;
    }
    let level = key === null ? 0 : levels.get(key)!;
    for (const k of path.reverse()) levels.set(k, ++level);
    if (level > USER_CHAIN_LIMITS.depth) return { ok: false, problem: 'tooDeep', key: n.key };
  }
  return { ok: true, levels };
}

/** The node and every node under it. */
export function subtreeKeys(nodes: readonly TreeNode[], root: string): Set<string> {
  const children = new Map<string | null, string[]>();
  for (const n of nodes) children.set(n.parentKey, [...(children.get(n.parentKey) ?? []), n.key]);
  const keys = new Set<string>();
  const stack = [root];
  while (stack.length) {
    const key = stack.pop()!;
    if (keys.has(key)) continue;
    keys.add(key);
    stack.push(...(children.get(key) ?? []));
  }
  return keys;
}
