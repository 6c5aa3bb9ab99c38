import { describe, expect, it } from 'vitest';
import { checkTree, subtreeKeys } from './tree';

const n = (key: string, parentKey: string | null) => ({ key, parentKey });

describe('checkTree', () => {
  it('gives each node its level, parents listed anywhere', () => {
    const result = checkTree([n('c', 'b'), n('a', null), n('b', 'a')]);
    expect(result.ok && Object.fromEntries(result.levels)).toEqual({ a: 1, b: 2, c: 3 });
  });

  it('finds a cycle, a missing parent, a repeated key and a tree too deep', () => {
    expect(checkTree([n('a', null), n('b', 'c'), n('c', 'b')])).toMatchObject({
      ok: false,
      problem: 'cycle',
    });
    expect(checkTree([n('a', 'a')])).toMatchObject({ ok: false, problem: 'cycle' });
    expect(checkTree([n('a', 'x')])).toMatchObject({ ok: false, problem: 'orphan' });
    expect(checkTree([n('a', null), n('a', null)])).toMatchObject({ ok: false, problem: 'duplicate' });
    const deep = Array.from({ length: 9 }, (_, i) => n(`k${i}`, i ? `k${i - 1}` : null));
    expect(checkTree(deep)).toMatchObject({ ok: false, problem: 'tooDeep' });
    expect(checkTree(deep.slice(0, 8)).ok).toBe(true);
  });
});

describe('subtreeKeys', () => {
  it('is the node and everything under it', () => {
    const nodes = [n('a', null), n('b', 'a'), n('c', 'b'), n('d', null)];
    expect([...subtreeKeys(nodes, 'a')].sort()).toEqual(['a', 'b', 'c']);
    expect([...subtreeKeys(nodes, 'd')]).toEqual(['d']);
  });
});
