import type { UserChainNodeInput } from '@platform/contracts/chain';
import { checkTree, subtreeKeys } from '@platform/contracts/chain/tree';

/** A node as the editor holds it until saved. */
export type EditNode = Required<UserChainNodeInput> & { sourceCode: string | null };

/** Keys for new nodes: unique in the editor's session, within the server's key pattern. */
export function keyMaker(prefix = `n${Date.now().toString(36)}`): () => string {
  let n = 0;
  return () => `${prefix}-${(n++).toString(36)}`;
}

export const childrenOf = (nodes: readonly EditNode[], parentKey: string | null) =>
  nodes.filter((n) => n.parentKey === parentKey);

/** A new node, last among its siblings. */
export function addNode(
  nodes: readonly EditNode[],
  parentKey: string | null,
  key: string,
  name: string,
): EditNode[] {
  return [...nodes, { key, parentKey, name, sourceCode: null }];
}

export function renameNode(nodes: readonly EditNode[], key: string, name: string): EditNode[] {
  return nodes.map((n) => (n.key === key ? { ...n, name } : n));
}

/** The node and everything under it are gone. */
export function removeNode(nodes: readonly EditNode[], key: string): EditNode[] {
  const gone = subtreeKeys(nodes, key);
  return nodes.filter((n) => !gone.has(n.key));
}

/** Where a node may move: anywhere but under itself, and within the depth limit. */
export function moveTargets(nodes: readonly EditNode[], key: string): EditNode[] {
  const own = subtreeKeys(nodes, key);
  return nodes.filter((n) => !own.has(n.key) && checkTree(moveNode(nodes, key, n.key)).ok);
}

/** The node (with its subtree) under a new parent, last among its new siblings. */
export function moveNode(nodes: readonly EditNode[], key: string, parentKey: string | null): EditNode[] {
  const node = nodes.find((n) => n.key === key);
  if (!node) return [...nodes];
  return [...nodes.filter((n) => n.key !== key), { ...node, parentKey }];
}

/** Swaps the node with its previous (-1) or next (+1) sibling. */
export function shiftNode(nodes: readonly EditNode[], key: string, by: -1 | 1): EditNode[] {
  const node = nodes.find((n) => n.key === key);
  if (!node) return [...nodes];
  const siblings = childrenOf(nodes, node.parentKey);
  const other = siblings[siblings.indexOf(node) + by];
  if (!other) return [...nodes];
  const i = nodes.indexOf(node);
  const j = nodes.indexOf(other);
  const next = [...nodes];
  next[i] = other;
  next[j] = node;
  return next;
}

type Problem =
  | 'chain.edit.nameRequired'
  | 'chain.edit.nodesRequired'
  | 'chain.edit.nodeNameRequired'
  | 'chain.edit.tooDeep'
  | 'chain.edit.invalid';

/** The first thing wrong with the tree before saving, as a message key, or null. */
export function treeProblem(name: string, nodes: readonly EditNode[]): Problem | null {
  if (!name.trim()) return 'chain.edit.nameRequired';
  if (!nodes.length) return 'chain.edit.nodesRequired';
  if (nodes.some((n) => !n.name.trim())) return 'chain.edit.nodeNameRequired';
  const tree = checkTree(nodes);
  return tree.ok ? null : tree.problem === 'tooDeep' ? 'chain.edit.tooDeep' : 'chain.edit.invalid';
}

/** A new chain starts as the three streams. */
export const blankChain = (key: () => string, names: readonly string[]): EditNode[] =>
  names.map((name) => ({ key: key(), parentKey: null, name, sourceCode: null }));
