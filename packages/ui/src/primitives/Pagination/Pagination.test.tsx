import { describe, expect, it } from 'vitest';
import { pageItems } from './pages';

describe('pageItems', () => {
  it('lists every page when they fit', () => {
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps first, last and the neighbours of the current page', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'gap-start', 9, 10, 11, 'gap-end', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap-start', 16, 17, 18, 19, 20]);
  });

  it('always shows the same number of slots once there are gaps', () => {
    for (let page = 1; page <= 30; page += 1) expect(pageItems(page, 30)).toHaveLength(7);
  });
});
