import { describe, expect, it } from 'vitest';
import { entriesThatFit } from './menuFit';

describe('entriesThatFit', () => {
  it('keeps every entry when all fit, without room for More', () => {
    expect(entriesThatFit([100, 100, 100], 304, 60, 2)).toBe(3);
  });
  it('keeps as many as fit beside the More button', () => {
    // 60 (More) + 2 + 100 + 2 + 100 = 264 fits in 300; a third entry would not.
    expect(entriesThatFit([100, 100, 100], 300, 60, 2)).toBe(2);
    expect(entriesThatFit([100, 100, 100], 150, 60, 2)).toBe(0);
  });
  it('treats an unmeasured menu (no layout) as fitting', () => {
    expect(entriesThatFit([0, 0, 0], 0, 0, 2)).toBe(3);
  });
});
