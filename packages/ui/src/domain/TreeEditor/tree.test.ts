import { describe, expect, it } from 'vitest';
import {
  applyTreeMove,
  buildTree,
  canMoveTo,
  childrenByParent,
  descendantsOf,
  dropMove,
  dropPosition,
  stepMove,
  visibleIds,
  type TreeBranch,
  type TreeNode,
} from './tree';

// a            (sort 0)
//   a1         (sort 0)
//     a1x
//   a2         (sort 1)
// b            (sort 1)
// c            (sort 2)
const nodes: TreeNode[] = [
  { id: 'c', parentId: null, name: 'C', sort: 2 },
  { id: 'a2', parentId: 'a', name: 'A2', sort: 1 },
  { id: 'a', parentId: null, name: 'A', sort: 0 },
  { id: 'b', parentId: null, name: 'B', sort: 1 },
  { id: 'a1', parentId: 'a', name: 'A1', sort: 0 },
  { id: 'a1x', parentId: 'a1', name: 'A1X', sort: 0 },
];

const shape = (branches: TreeBranch[]): unknown =>
  branches.map((b) => (b.children.length ? [b.node.id, b.level, shape(b.children)] : [b.node.id, b.level]));

/** Each node as `id<parent:sort`, in the tree's order. */
const outline = (list: TreeNode[]) => {
  const children = childrenByParent(list);
  const byId = new Map(list.map((n) => [n.id, n]));
  const out: string[] = [];
  const walk = (parent: string | null) => {
    for (const id of children.get(parent) ?? []) {
      const n = byId.get(id)!;
      out.push(`${id}<${n.parentId ?? '-'}:${n.sort}`);
      walk(id);
    }
  };
  walk(null);
  return out;
};

describe('tree structure', () => {
  it('builds the nested tree from the flat list, children ordered by sort', () => {
    expect(shape(buildTree(nodes))).toEqual([
      [
        'a',
        1,
        [
          ['a1', 2, [['a1x', 3]]],
          ['a2', 2],
        ],
      ],
      ['b', 1],
      ['c', 1],
    ]);
  });

  it('keeps the list order for equal sorts and shows stray nodes and cycles at the top level', () => {
    const stray: TreeNode[] = [
      { id: 'x', parentId: null, name: 'X', sort: 0 },
      { id: 'y', parentId: null, name: 'Y', sort: 0 },
      { id: 'orphan', parentId: 'gone', name: 'O', sort: 5 },
      { id: 'p', parentId: 'q', name: 'P', sort: 6 },
      { id: 'q', parentId: 'p', name: 'Q', sort: 7 },
    ];
    expect(shape(buildTree(stray))).toEqual([
      ['x', 1],
      ['y', 1],
      ['orphan', 1],
      ['p', 1],
      ['q', 1],
    ]);
    expect(buildTree([])).toEqual([]);
  });

  it('finds the descendants and refuses a move into the node itself or below it', () => {
    expect([...descendantsOf(nodes, 'a')].sort()).toEqual(['a1', 'a1x', 'a2']);
    expect(descendantsOf(nodes, 'b').size).toBe(0);
    expect(canMoveTo(nodes, 'a', 'a')).toBe(false);
    expect(canMoveTo(nodes, 'a', 'a1x')).toBe(false);
    expect(canMoveTo(nodes, 'a1', 'b')).toBe(true);
    expect(canMoveTo(nodes, 'a1', null)).toBe(true);
  });

  it('lists the shown nodes, skipping the children of collapsed ones', () => {
    const tree = buildTree(nodes);
    expect(visibleIds(tree, new Set())).toEqual(['a', 'a1', 'a1x', 'a2', 'b', 'c']);
    expect(visibleIds(tree, new Set(['a1']))).toEqual(['a', 'a1', 'a2', 'b', 'c']);
    expect(visibleIds(tree, new Set(['a', 'a1']))).toEqual(['a', 'b', 'c']);
  });
});

describe('keyboard moves', () => {
  it('reorders among the siblings, stopping at the ends', () => {
    expect(stepMove(nodes, 'b', 'up')).toEqual({ parentId: null, index: 0 });
    expect(stepMove(nodes, 'b', 'down')).toEqual({ parentId: null, index: 2 });
    expect(stepMove(nodes, 'a', 'up')).toBeNull();
    expect(stepMove(nodes, 'c', 'down')).toBeNull();
    expect(stepMove(nodes, 'a2', 'up')).toEqual({ parentId: 'a', index: 0 });
  });

  it('nests under the previous sibling, last among its children', () => {
    expect(stepMove(nodes, 'b', 'in')).toEqual({ parentId: 'a', index: 2 });
    expect(stepMove(nodes, 'a2', 'in')).toEqual({ parentId: 'a1', index: 1 });
    expect(stepMove(nodes, 'c', 'in')).toEqual({ parentId: 'b', index: 0 });
    expect(stepMove(nodes, 'a', 'in')).toBeNull();
  });

  it("moves out to the parent's level, right after the parent", () => {
    expect(stepMove(nodes, 'a1x', 'out')).toEqual({ parentId: 'a', index: 1 });
    expect(stepMove(nodes, 'a1', 'out')).toEqual({ parentId: null, index: 1 });
    expect(stepMove(nodes, 'b', 'out')).toBeNull();
    expect(stepMove(nodes, 'missing', 'up')).toBeNull();
  });
});

describe('drops', () => {
  it('splits a row into before, inside and after', () => {
    expect(dropPosition(2, 40)).toBe('before');
    expect(dropPosition(20, 40)).toBe('inside');
    expect(dropPosition(38, 40)).toBe('after');
  });

  it('computes the move of a drop before, inside or after a node', () => {
    expect(dropMove(nodes, 'c', 'a1', 'before')).toEqual({ parentId: 'a', index: 0 });
    expect(dropMove(nodes, 'c', 'a1', 'after')).toEqual({ parentId: 'a', index: 1 });
    expect(dropMove(nodes, 'c', 'a1', 'inside')).toEqual({ parentId: 'a1', index: 1 });
    expect(dropMove(nodes, 'c', 'a', 'before')).toEqual({ parentId: null, index: 0 });
    // Within the same siblings the dragged node is taken out first.
    expect(dropMove(nodes, 'a', 'c', 'after')).toEqual({ parentId: null, index: 2 });
    expect(dropMove(nodes, 'a', 'c', 'before')).toEqual({ parentId: null, index: 1 });
    expect(dropMove(nodes, 'a1x', 'a1', 'after')).toEqual({ parentId: 'a', index: 1 });
  });

  it('refuses a drop into the node itself or its descendants, and a drop that changes nothing', () => {
    expect(dropMove(nodes, 'a', 'a', 'inside')).toBeNull();
    expect(dropMove(nodes, 'a', 'a1', 'inside')).toBeNull();
    expect(dropMove(nodes, 'a', 'a1x', 'before')).toBeNull();
    expect(dropMove(nodes, 'a', 'a2', 'after')).toBeNull();
    expect(dropMove(nodes, 'b', 'a', 'after')).toBeNull();
    expect(dropMove(nodes, 'b', 'c', 'before')).toBeNull();
    expect(dropMove(nodes, 'a1x', 'a1', 'inside')).toBeNull();
    expect(dropMove(nodes, 'gone', 'a', 'inside')).toBeNull();
  });
});

describe('applyTreeMove', () => {
  it('moves a node under a new parent and renumbers both sibling lists', () => {
    expect(outline(applyTreeMove(nodes, 'b', 'a', 1))).toEqual([
      'a<-:0',
      'a1<a:0',
      'a1x<a1:0',
      'b<a:1',
      'a2<a:2',
      'c<-:1',
    ]);
  });

  it('reorders among the siblings and clamps the index', () => {
    expect(outline(applyTreeMove(nodes, 'a', null, 9))).toEqual([
      'b<-:0',
      'c<-:1',
      'a<-:2',
      'a1<a:0',
      'a1x<a1:0',
      'a2<a:1',
    ]);
  });

  it('leaves the list as it is for a move into the node itself or below, and keeps unchanged nodes', () => {
    expect(applyTreeMove(nodes, 'a', 'a1x', 0)).toEqual(nodes);
    expect(applyTreeMove(nodes, 'nope', null, 0)).toEqual(nodes);
    const moved = applyTreeMove(nodes, 'a1x', 'a', 2);
    expect(moved.find((n) => n.id === 'c')).toBe(nodes.find((n) => n.id === 'c'));
    expect(moved.find((n) => n.id === 'a1x')).toMatchObject({ parentId: 'a', sort: 2 });
  });
});
