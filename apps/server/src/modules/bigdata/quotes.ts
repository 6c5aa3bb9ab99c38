/**
 * Daily K-line rows for a listed company: a seeded random walk of the close with daily price limits
 * (±10 %, ±20 % on the STAR Market 688 and ChiNext 300/301 boards, ±30 % on the Beijing exchange),
 * and a stock-quote snapshot derived from the last rows.
 *
 * Invariants of every row: low ≤ min(open, close) ≤ max(open, close) ≤ high, prevClose is the close
 * of the row before, every price stays within prevClose × (1 ± limit) rounded to fen, volume is a
 * whole number of lots (100 shares) and low ≤ amount / volume ≤ high.
 */
import { tradingDays } from './calendar';
import type { Rng } from './rng';

export type Exchange = 'SSE' | 'SZSE' | 'BSE';
export const EXCHANGE_NAMES: Record<Exchange, string> = { SSE: '上交所', SZSE: '深交所', BSE: '北交所' };

export interface KlineRow {
  date: string; // YYYY-MM-DD
  prevClose: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number; // shares
  amount: number; // 元
}

export interface KlineParams {
  stockCode: string;
  /** Price on the day before the first row. */
  startPrice: number;
  /** Shares in free float (for volumes). */
  floatShares: number;
  /** Daily volatility of the close (e.g. 0.02). */
  volatility: number;
  /** Yearly drift of the log price (e.g. 0.05). */
  annualDrift: number;
}

export function priceLimit(stockCode: string): number {
  if (/^(688|689|300|301)/.test(stockCode)) return 0.2;
  if (/^(8|43|92)/.test(stockCode)) return 0.3;
  return 0.1;
}

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

export interface StockQuote {
  currentPrice: number;
  upsDownsAmt: number;
  upsDownsRate: number; // percent
  upsDownsIdent: 'red' | 'green' | 'black';
  ceilingPrice: number;
  limitPrice: number;
  closeTime: string;
  openToday: number;
  highToday: number;
  lowestToday: number;
  yestClosePrice: number;
  equityAmt: number; // total shares
  dealAct: number; // volume (shares)
  dealAmt: number; // amount (元)
  marketAmt: number; // market capitalisation (元)
  circulationAmt: number; // free-float market value (元)
  circulationAct: number; // free-float shares
  amplitudeRate: number; // percent
  handsRate: number; // turnover percent
  pbRate: number;
  peRate: number;
}

/** The quote card of the last row (net assets and profit in 元 give PB and PE). */
export function quoteFromKline(
  row: KlineRow,
  stockCode: string,
  shares: { total: number; float: number },
  fundamentals: { netAssets: number; netProfit: number },
): StockQuote {
  const limit = priceLimit(stockCode);
  const change = round2(row.close - row.prevClose);
  const market = row.close * shares.total;
  return {
    currentPrice: row.close,
    upsDownsAmt: change,
    upsDownsRate: round2((change / row.prevClose) * 100),
    upsDownsIdent: change > 0 ? 'red' : change < 0 ? 'green' : 'black',
    ceilingPrice: round2(row.prevClose * (1 + limit)),
    limitPrice: round2(row.prevClose * (1 - limit)),
    closeTime: `${row.date} 15:00:00`,
    openToday: row.open,
    highToday: row.high,
    lowestToday: row.low,
    yestClosePrice: row.prevClose,
    equityAmt: shares.total,
    dealAct: row.volume,
    dealAmt: row.amount,
    marketAmt: round2(market),
    circulationAmt: round2(row.close * shares.float),
    circulationAct: shares.float,
    amplitudeRate: round2(((row.high - row.low) / row.prevClose) * 100),
    handsRate: round2((row.volume / shares.float) * 100),
    pbRate: fundamentals.netAssets > 0 ? round2(market / fundamentals.netAssets) : 0,
    peRate: fundamentals.netProfit > 0 ? round2(market / fundamentals.netProfit) : 0,
  };
}
