import { describe, expect, it } from 'vitest';
import {
  addNode,
  keyMaker,
  moveNode,
  moveTargets,
  removeNode,
  renameNode,
  shiftNode,
  treeProblem,
  type EditNode,
} from './editTree';

const node = (key: string, parentKey: string | null, name = key): EditNode => ({
  key,
  parentKey,
  name,
  sourceCode: null,
});
const tree = [node('up', null), node('a', 'up'), node('a1', 'a'), node('b', 'up'), node('down', null)];

describe('chain editor tree', () => {
  it('adds, renames and removes a node with everything under it', () => {
    const key = keyMaker('t');
    const added = addNode(tree, 'b', key(), '新环节');
    expect(added.at(-1)).toEqual({ key: 't-0', parentKey: 'b', name: '新环节', sourceCode: null });
    expect(renameNode(added, 'a', '电池').find((n) => n.key === 'a')!.name).toBe('电池');
    expect(removeNode(tree, 'a').map((n) => n.key)).toEqual(['up', 'b', 'down']);
  });

  it('offers no move under the node itself or below it, and moves with the subtree', () => {
    expect(moveTargets(tree, 'a').map((n) => n.key)).toEqual(['up', 'b', 'down']);
    const moved = moveNode(tree, 'a', 'down');
    expect(moved.find((n) => n.key === 'a')!.parentKey).toBe('down');
    expect(moved.find((n) => n.key === 'a1')!.parentKey).toBe('a');
    expect(treeProblem('链', moveNode(tree, 'up', 'a1'))).toBe('chain.edit.invalid');
  });

  it('reorders siblings and keeps the ends in place', () => {
    expect(
      shiftNode(tree, 'b', -1)
        .filter((n) => n.parentKey === 'up')
        .map((n) => n.key),
    ).toEqual(['b', 'a']);
    expect(shiftNode(tree, 'a', -1)).toEqual(tree);
  });

  it('names what is missing before a save', () => {
    expect(treeProblem(' ', tree)).toBe('chain.edit.nameRequired');
    expect(treeProblem('链', [])).toBe('chain.edit.nodesRequired');
    expect(treeProblem('链', renameNode(tree, 'a', ' '))).toBe('chain.edit.nodeNameRequired');
    expect(treeProblem('链', tree)).toBeNull();
  });
});
