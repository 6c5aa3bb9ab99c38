import { describe, expect, it } from 'vitest';
import { compareValues, nextSort, sortRows } from './sort';

describe('table sorting', () => {
  it('cycles none -> ascending -> descending -> none, and restarts on another column', () => {
    const asc = nextSort(null, 'name');
    expect(asc).toEqual({ key: 'name', order: 'ascending' });
    const desc = nextSort(asc, 'name');
    expect(desc).toEqual({ key: 'name', order: 'descending' });
    expect(nextSort(desc, 'name')).toBeNull();
    expect(nextSort(desc, 'capital')).toEqual({ key: 'capital', order: 'ascending' });
  });

  it('sorts numbers by value and Chinese text by pinyin', () => {
    expect(compareValues(9, 10)).toBeLessThan(0);
    const rows = ['深圳', '北京', '上海'];
    expect(sortRows(rows, { key: 'x', order: 'ascending' }, (r) => r)).toEqual(['北京', '上海', '深圳']);
    expect(sortRows(rows, { key: 'x', order: 'descending' }, (r) => r)).toEqual(['深圳', '上海', '北京']);
    expect(sortRows(rows, null, (r) => r)).toEqual(rows);
  });
});
