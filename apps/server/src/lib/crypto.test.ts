import { describe, expect, it } from 'vitest';
import { newNumericId } from './crypto';

describe('newNumericId', () => {
  it('gives 19 digits led by the millisecond, and never repeats within one millisecond', () => {
    const now = 1_795_000_000_000;
    const ids = Array.from({ length: 5_000 }, () => newNumericId(now));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(new RegExp(`^${now}\\d{6}$`));
    expect(newNumericId(now + 1).startsWith(String(now + 1))).toBe(true);
  });
});
