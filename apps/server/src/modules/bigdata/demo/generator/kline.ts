/**
 * Daily K-line rows for a listed company: a seeded random walk of the close with daily price limits
 * (priceLimit: ±10 %, ±20 % on the STAR Market and ChiNext boards, ±30 % on the Beijing exchange).
 *
 * Invariants of every row: low ≤ min(open, close) ≤ max(open, close) ≤ high, prevClose is the close
 * of the row before, every price stays within prevClose × (1 ± limit) rounded to fen, volume is a
 * whole number of lots (100 shares) and low ≤ amount / volume ≤ high.
 */
import { priceLimit, type KlineParams, type KlineRow } from '../../quotes';
import { tradingDays } from './calendar';
import type { Rng } from './rng';

const round2 = (x: number): number => Math.round(x * 100) / 100;

/** Rows for every trading day in [from, to]. */
export function generateKline(rng: Rng, params: KlineParams, from: string, to: string): KlineRow[] {
  const limit = priceLimit(params.stockCode);
  const days = tradingDays(from, to);
  const rows: KlineRow[] = [];
  const anchor = Math.log(params.startPrice);
  let prevClose = round2(params.startPrice);
  const dailyDrift = params.annualDrift / 245;
  const baseTurnover = rng.float(0.004, 0.03);
  for (const date of days) {
    const up = round2(prevClose * (1 + limit));
    const down = Math.max(0.01, round2(prevClose * (1 - limit)));
    const clamp = (x: number): number => Math.min(up, Math.max(down, round2(x)));
    // Pull the log price back towards its start so long series stay in a plausible band.
    const pull = -0.002 * (Math.log(prevClose) - anchor - dailyDrift * rows.length);
    const ret = dailyDrift + pull + rng.gaussian(0, params.volatility);
    const close = clamp(prevClose * Math.exp(ret));
    const open = clamp(prevClose * (1 + rng.gaussian(0, params.volatility / 3)));
    const high = Math.max(
      open,
      close,
      clamp(Math.max(open, close) * (1 + Math.abs(rng.gaussian(0, params.volatility / 2)))),
    );
    const low = Math.min(
      open,
      close,
      clamp(Math.min(open, close) * (1 - Math.abs(rng.gaussian(0, params.volatility / 2)))),
    );
    const move = Math.abs(close - prevClose) / prevClose;
    const turnover = baseTurnover * (1 + move * 20) * Math.exp(rng.gaussian(0, 0.3));
    const volume = Math.max(100, Math.round((params.floatShares * turnover) / 100) * 100);
    // The average traded price lies inside the day's range, so amount / volume does too.
    const avgPrice = low + (high - low) * rng.float(0.3, 0.7);
    const amount = round2(volume * avgPrice);
    rows.push({ date, prevClose, open, high, low, close, volume, amount });
    prevClose = close;
  }
  return rows;
}
