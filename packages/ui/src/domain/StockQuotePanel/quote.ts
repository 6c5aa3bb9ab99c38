import { formatPercent, formatThousands, formatWan } from '../../helpers/format';
import type { UiLocale } from '../../locale';

type Num = number | string | null | undefined;

/** Stock quote of spec 2 §3. Rates (amplitude, hands, ups-downs) are percentages (1.5 = 1.5%). */
export interface StockQuote {
  currentPrice?: Num;
  upsDownsAmt?: Num;
  upsDownsRate?: Num;
  /** 'red' up, 'green' down, 'black' flat. */
  upsDownsIdent?: 'red' | 'green' | 'black' | string | null;
  ceilingPrice?: Num;
  limitPrice?: Num;
  closeTime?: string | null;
  openToday?: Num;
  highToday?: Num;
  lowestToday?: Num;
  yestClosePrice?: Num;
  equityAmt?: Num;
  dealAct?: Num;
  dealAmt?: Num;
  marketAmt?: Num;
  circulationAmt?: Num;
  circulationAct?: Num;
  amplitudeRate?: Num;
  handsRate?: Num;
  pbRate?: Num;
  peRate?: Num;
}

export type QuoteTone = 'up' | 'down' | 'flat';

/** red -> up (red), green -> down (green), anything else flat (black). */
export function quoteTone(ident: StockQuote['upsDownsIdent']): QuoteTone {
  return ident === 'red' ? 'up' : ident === 'green' ? 'down' : 'flat';
}

/** How each grid field is shown. */
export type QuoteField = Exclude<
  keyof StockQuote,
  'currentPrice' | 'upsDownsAmt' | 'upsDownsRate' | 'upsDownsIdent'
>;

const price = (v: Num) => formatThousands(v, 2);
const rate = (v: Num) => formatPercent(v, false);
const big = (v: Num, locale: UiLocale) => formatWan(v, 2, locale);

/** Grid fields in display order, each with its formatter (prices 2 decimals, amounts 万/亿, rates %). */
export const QUOTE_FIELDS: ReadonlyArray<[QuoteField, (v: Num, locale: UiLocale) => string]> = [
  ['openToday', price],
  ['highToday', price],
  ['lowestToday', price],
  ['yestClosePrice', price],
  ['ceilingPrice', price],
  ['limitPrice', price],
  ['dealAct', big],
  ['dealAmt', big],
  ['marketAmt', big],
  ['circulationAmt', big],
  ['equityAmt', big],
  ['circulationAct', big],
  ['amplitudeRate', rate],
  ['handsRate', rate],
  ['pbRate', price],
  ['peRate', price],
  ['closeTime', (v) => (v === null || v === undefined || v === '' ? '-' : String(v))],
];

/** +1.23 / -1.23 with two decimals; a sign only when the value is non-zero. */
export function signed(value: Num, format: (v: Num) => string): string {
  const text = format(value);
  const n = Number(value);
  return Number.isFinite(n) && n > 0 && text !== '-' ? `+${text}` : text;
}

export const formatQuotePrice = price;
export const formatQuoteRate = rate;
