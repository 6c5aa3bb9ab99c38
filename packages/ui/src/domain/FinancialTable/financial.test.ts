import { describe, expect, it } from 'vitest';
import { financialCell } from './financial';

describe('financial cells', () => {
  it('formats per column and shows - when empty', () => {
    expect(financialCell(3_250_000_000, 'amount')).toBe('32.5亿');
    expect(financialCell(57.8, 'percent')).toBe('57.80%');
    expect(financialCell('12345.678', 'number')).toBe('12,345.68');
    expect(financialCell('A+', undefined)).toBe('A+');
    expect(financialCell(null, 'amount')).toBe('-');
    expect(financialCell('', 'text')).toBe('-');
  });
  it('abbreviates amounts in English without 万 or 亿', () => {
    expect(financialCell(3_250_000_000, 'amount', 'en')).toBe('3.25B');
    expect(financialCell(57.8, 'percent', 'en')).toBe('57.80%');
  });
});
