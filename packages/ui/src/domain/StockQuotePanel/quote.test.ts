import { describe, expect, it } from 'vitest';
import { QUOTE_FIELDS, quoteTone, signed, formatQuotePrice, formatQuoteRate } from './quote';

describe('stock quote', () => {
  it('maps upsDownsIdent to a tone', () => {
    expect(quoteTone('red')).toBe('up');
    expect(quoteTone('green')).toBe('down');
    expect(quoteTone('black')).toBe('flat');
    expect(quoteTone(undefined)).toBe('flat');
  });
  it('signs non-zero changes', () => {
    expect(signed(1.5, formatQuotePrice)).toBe('+1.50');
    expect(signed(-0.2, formatQuoteRate)).toBe('-0.20%');
    expect(signed(0, formatQuotePrice)).toBe('0.00');
    expect(signed(null, formatQuotePrice)).toBe('-');
  });
  it('covers every field of the quote', () => {
    const fields = new Map(QUOTE_FIELDS);
    expect([...fields.keys()].sort()).toEqual(
      [
        'ceilingPrice',
        'limitPrice',
        'closeTime',
        'openToday',
        'highToday',
        'lowestToday',
        'yestClosePrice',
        'equityAmt',
        'dealAct',
        'dealAmt',
        'marketAmt',
        'circulationAmt',
        'circulationAct',
        'amplitudeRate',
        'handsRate',
        'pbRate',
        'peRate',
      ].sort(),
    );
    expect(fields.get('marketAmt')!(256_780_000_000, 'zh')).toBe('2567.8亿');
    expect(fields.get('dealAct')!(123456, 'zh')).toBe('12.35万');
    expect(fields.get('openToday')!(1234.5, 'zh')).toBe('1,234.50');
    expect(fields.get('handsRate')!(1.234, 'zh')).toBe('1.23%');
  });
  it('abbreviates amounts in English with K, M and B, never 万 or 亿', () => {
    const fields = new Map(QUOTE_FIELDS);
    expect(fields.get('marketAmt')!(256_780_000_000, 'en')).toBe('256.78B');
    expect(fields.get('dealAct')!(123456, 'en')).toBe('123.46K');
    expect(fields.get('dealAmt')!(98_700_000, 'en')).toBe('98.7M');
    expect(fields.get('openToday')!(1234.5, 'en')).toBe('1,234.50');
  });
});
