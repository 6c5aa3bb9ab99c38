/**
 * Stock exchanges, K-line rows and the stock-quote card derived from the last stored row (daily
 * price limits: ±10 %, ±20 % on the STAR Market 688 and ChiNext 300/301 boards, ±30 % on the
 * Beijing exchange). The demo generator's random walk is demo/generator/kline.ts.
 */
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
