import { describe, expect, it } from 'vitest';
import { flattenTree, moveFrom, type NavDatum } from './treeNavigation';

const leaf = (key: string): NavDatum => ({ key, name: key, value: 1, children: [] });
const tree: NavDatum = {
  key: '',
  name: '链',
  value: 0,
  children: [
    { key: 'up', name: '上游', value: 2, children: [leaf('a'), leaf('b')] },
    { key: 'down', name: '下游', value: 0, children: [] },
  ],
};

describe('tree navigation', () => {
  const nodes = flattenTree(tree);
  const at = (key: string) => nodes.findIndex((n) => n.key === key);

  it('flattens in preorder with parents, children and depth', () => {
    expect(nodes.map((n) => n.key)).toEqual(['', 'up', 'a', 'b', 'down']);
    expect(nodes[at('b')]).toMatchObject({ parent: at('up'), depth: 2, children: [] });
    expect(nodes[0]!.children).toEqual([at('up'), at('down')]);
  });

  it('moves to parent, first child and siblings, and stays where there is nowhere to go', () => {
    expect(moveFrom(nodes, at('up'), 'child')).toBe(at('a'));
    expect(moveFrom(nodes, at('a'), 'next')).toBe(at('b'));
    expect(moveFrom(nodes, at('b'), 'next')).toBe(at('b'));
    expect(moveFrom(nodes, at('b'), 'previous')).toBe(at('a'));
    expect(moveFrom(nodes, at('a'), 'previous')).toBe(at('a'));
    expect(moveFrom(nodes, at('b'), 'parent')).toBe(at('up'));
    expect(moveFrom(nodes, 0, 'parent')).toBe(0);
    expect(moveFrom(nodes, at('down'), 'child')).toBe(at('down'));
    expect(moveFrom(nodes, at('down'), 'first')).toBe(at('up'));
    expect(moveFrom(nodes, at('up'), 'last')).toBe(at('down'));
  });
});
