import { describe, expect, it } from 'vitest';
import { findAreaPath, flattenAreas, loadAreas, normaliseAreas, searchAreas } from './areas';

describe('area data', () => {
  it('pads codes to 6 digits', () => {
    const tree = normaliseAreas([
      {
        code: '44',
        name: '广东省',
        children: [{ code: '4403', name: '深圳市', children: [{ code: '440305', name: '南山区' }] }],
      },
    ]);
    expect(tree[0]!.code).toBe('440000');
    expect(tree[0]!.children![0]!.code).toBe('440300');
    expect(findAreaPath(tree, '440305').map((n) => n.name)).toEqual(['广东省', '深圳市', '南山区']);
  });

  it('loads the real GB/T 2260 tree lazily and searches it', async () => {
    const tree = await loadAreas();
    expect(tree).toHaveLength(31);
    expect(tree.find((p) => p.code === '110000')?.name).toBe('北京市');
    const entries = flattenAreas(tree);
    expect(entries.filter((e) => e.path.length === 3).length).toBeGreaterThan(2800);
    const hits = searchAreas(entries, '南山');
    expect(hits.some((h) => h.node.code === '440305')).toBe(true);
    expect(searchAreas(entries, '不存在的地方')).toEqual([]);
  });
});
