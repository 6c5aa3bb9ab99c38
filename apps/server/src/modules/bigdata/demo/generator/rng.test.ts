import { describe, expect, it } from 'vitest';
import { createRng, weightedPicker } from './rng';

describe('rng', () => {
  it('is deterministic per seed and differs between seeds', () => {
    const a = createRng('seed');
    const b = createRng('seed');
    const c = createRng('other');
    const xs = Array.from({ length: 50 }, () => a.next());
    expect(Array.from({ length: 50 }, () => b.next())).toEqual(xs);
    expect(Array.from({ length: 50 }, () => c.next())).not.toEqual(xs);
  });

  it('keeps helpers in range', () => {
    const r = createRng(1);
    for (let i = 0; i < 5000; i++) {
      const n = r.int(3, 7);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(7);
      const f = r.next();
      expect(f).toBeGreaterThanOrEqual(0);
      expect(f).toBeLessThan(1);
    }
    expect(r.shuffle([1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(r.sample([1, 2, 3, 4, 5], 3)).size).toBe(3);
  });

  it('weighted picks follow the weights roughly', () => {
    const r = createRng('w');
    const pick = weightedPicker(['a', 'b'], [9, 1]);
    let a = 0;
    for (let i = 0; i < 10000; i++) if (pick(r) === 'a') a++;
    expect(a).toBeGreaterThan(8700);
    expect(a).toBeLessThan(9300);
    let b = 0;
    for (let i = 0; i < 10000; i++) if (r.weighted(['a', 'b'], [1, 3]) === 'b') b++;
    expect(b).toBeGreaterThan(7200);
    expect(b).toBeLessThan(7800);
  });

  it('gaussian has about the right mean and spread; forks are independent and stable', () => {
    const r = createRng('g');
    let sum = 0;
    let sq = 0;
    for (let i = 0; i < 20000; i++) {
      const x = r.gaussian(10, 2);
      sum += x;
      sq += x * x;
    }
    const mean = sum / 20000;
    expect(mean).toBeCloseTo(10, 0);
    expect(Math.sqrt(sq / 20000 - mean * mean)).toBeCloseTo(2, 0);
    expect(createRng('g').fork(3).next()).toBe(createRng('g').fork(3).next());
  });
});
