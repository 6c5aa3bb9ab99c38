import { describe, expect, it } from 'vitest';
import { applicationRejectInput, duesAmountSchema, fenToYuan, memberAddInput, yuanToFen } from './index';

/** The association contract's own rules: dues amounts, the reason and the term (docs/association.md). */
describe('association contract', () => {
  it('takes dues in yuan with at most two decimals, more than 0, at most ten million', () => {
    for (const ok of [1, 0.01, '1200', '1200.5', 9_999_999.99, 10_000_000])
      expect(duesAmountSchema.safeParse(ok).success, String(ok)).toBe(true);
    for (const bad of [0, -1, 12.345, 10_000_000.01, 'abc', Number.NaN, Infinity])
      expect(duesAmountSchema.safeParse(bad).success, String(bad)).toBe(false);
    expect(yuanToFen(1200.5)).toBe(120050);
    expect(yuanToFen(0.29)).toBe(29);
    expect(fenToYuan(120050)).toBe(1200.5);
  });

  it('needs a reason to reject and a term in order', () => {
    expect(applicationRejectInput.safeParse({ applicationId: '1', reason: '  ' }).success).toBe(false);
    expect(applicationRejectInput.safeParse({ applicationId: '1', reason: '不符合' }).success).toBe(true);
    const member = { companyId: '1', levelId: '1', contactName: '王', contactPhone: '13900001111' };
    expect(
      memberAddInput.safeParse({ ...member, termStart: '2026-01-01', termEnd: '2025-12-31' }).success,
    ).toBe(false);
    expect(
      memberAddInput.safeParse({ ...member, termStart: '2026-01-01', termEnd: '2026-01-01' }).success,
    ).toBe(true);
  });
});
