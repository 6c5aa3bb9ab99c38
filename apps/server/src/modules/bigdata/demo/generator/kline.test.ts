import { describe, expect, it } from 'vitest';
import { holidays, isTradingDay, tradingDays } from './calendar';
import { priceLimit, quoteFromKline } from '../../quotes';
import { generateKline } from './kline';
import { createRng } from './rng';

describe('trading calendar', () => {
  it('skips weekends and the main holidays', () => {
    expect(isTradingDay('2024-10-01')).toBe(false); // 国庆
    expect(isTradingDay('2024-10-08')).toBe(true);
    expect(isTradingDay('2024-02-12')).toBe(false); // 春节 week
    expect(isTradingDay('2024-05-01')).toBe(false);
    expect(isTradingDay('2024-06-10')).toBe(false); // 端午
    expect(isTradingDay('2024-11-23')).toBe(false); // Saturday
    expect(holidays(2025).has('2025-01-01')).toBe(true);
    const days2023 = tradingDays('2023-01-01', '2023-12-31');
    expect(days2023.length).toBeGreaterThan(235);
    expect(days2023.length).toBeLessThan(250);
  });
});

describe('K-line', () => {
  const check = (code: string, seed: string): void => {
    const rows = generateKline(
      createRng(seed),
      { stockCode: code, startPrice: 18.5, floatShares: 300_000_000, volatility: 0.025, annualDrift: 0.04 },
      '2020-11-23',
      '2026-11-20',
    );
    expect(rows.length).toBeGreaterThanOrEqual(5 * 240);
    const limit = priceLimit(code);
    let prev = 18.5;
    for (const r of rows) {
      expect(r.prevClose).toBe(prev);
      expect(r.low).toBeGreaterThan(0);
      expect(r.low).toBeLessThanOrEqual(Math.min(r.open, r.close));
      expect(r.high).toBeGreaterThanOrEqual(Math.max(r.open, r.close));
      const up = Math.round(r.prevClose * (1 + limit) * 100) / 100;
      const down = Math.round(r.prevClose * (1 - limit) * 100) / 100;
      expect(r.high).toBeLessThanOrEqual(up);
      expect(r.low).toBeGreaterThanOrEqual(down);
      expect(r.volume % 100).toBe(0);
      const avg = r.amount / r.volume;
      expect(avg).toBeGreaterThanOrEqual(r.low - 0.005);
      expect(avg).toBeLessThanOrEqual(r.high + 0.005);
      expect(isTradingDay(r.date)).toBe(true);
      prev = r.close;
    }
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.date > rows[i - 1]!.date).toBe(true);
    const q = quoteFromKline(
      rows.at(-1)!,
      code,
      { total: 400_000_000, float: 300_000_000 },
      { netAssets: 2e9, netProfit: 3e8 },
    );
    expect(q.currentPrice).toBe(rows.at(-1)!.close);
    expect(q.yestClosePrice).toBe(rows.at(-1)!.prevClose);
  };

  it('keeps OHLC invariants over five years on a ±10 % board', () => check('600519', 'a'));
  it('keeps OHLC invariants on the ±20 % STAR Market and ChiNext boards', () => {
    check('688001', 'b');
    check('300750', 'c');
  });
  it('is deterministic', () => {
    const p = { stockCode: '000001', startPrice: 10, floatShares: 1e8, volatility: 0.02, annualDrift: 0 };
    expect(generateKline(createRng('d'), p, '2024-01-01', '2024-12-31')).toEqual(
      generateKline(createRng('d'), p, '2024-01-01', '2024-12-31'),
    );
  });
});

describe('date helpers', () => {
  it('formats like Date#toISOString over a long range', async () => {
    const { formatDate, formatDateTime, parseDate } = await import('./calendar');
    for (let t = Date.UTC(1985, 0, 1); t < Date.UTC(2035, 0, 1); t += 86_400_000 * 3 + 3_723_000) {
      const iso = new Date(t).toISOString();
      if (formatDate(t) !== iso.slice(0, 10)) expect(formatDate(t)).toBe(iso.slice(0, 10));
      if (formatDateTime(t) !== iso.slice(0, 19).replace('T', ' ')) expect(formatDateTime(t)).toBe(iso);
      if (parseDate(iso.slice(0, 10)) !== Math.floor(t / 86_400_000) * 86_400_000)
        expect(iso).toBe('parsable');
    }
  });
});
