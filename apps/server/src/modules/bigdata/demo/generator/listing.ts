/** Exchange and stock code for a listed company; codes follow the ranges of each board. */
import { EXCHANGE_NAMES, type Exchange } from '../../quotes';
import type { Rng } from './rng';

/** Code prefixes by exchange (the digits after them are free). */
const PREFIXES: Record<Exchange, readonly string[]> = {
  SSE: ['600', '601', '603', '605', '688'],
  SZSE: ['000', '001', '002', '003', '300', '301'],
  BSE: ['83', '87', '43'],
};

export function exchangeName(exchange: Exchange): string {
  return EXCHANGE_NAMES[exchange];
}

export function pickExchange(rng: Rng): Exchange {
  return rng.weighted<Exchange>(['SSE', 'SZSE', 'BSE'], [45, 45, 10]);
}

export function stockCode(rng: Rng, exchange: Exchange): string {
  const prefix = rng.pick(PREFIXES[exchange]);
  let rest = '';
  for (let i = prefix.length; i < 6; i++) rest += String(rng.int(0, 9));
  return prefix + rest;
}

/** Which exchange a code belongs to, by its prefix. */
export function exchangeOfCode(code: string): Exchange | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  for (const ex of ['SSE', 'SZSE', 'BSE'] as const)
    if (PREFIXES[ex].some((p) => code.startsWith(p))) return ex;
  return undefined;
}

/** Stock codes taken in one dataset (the A-share code space is small: codes are never reused). */
export class StockCodeRegistry {
  private readonly taken = new Set<string>();
  claim(code: string): boolean {
    if (this.taken.has(code)) return false;
    this.taken.add(code);
    return true;
  }
}
