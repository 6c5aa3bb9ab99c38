import { randomInt } from 'node:crypto';

const ALNUM = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** 'yyyy-MM-dd HH:mm:ss' in China time (UTC+8, no daylight saving). */
export function chinaDateTime(value: Date | string | null | undefined): string {
  if (!value) return '';
  const d = new Date(new Date(value).getTime() + 8 * 3600_000);
  return d.toISOString().slice(0, 19).replace('T', ' ');
}

export const chinaDate = (value: Date | string) => chinaDateTime(value).slice(0, 10);

export const nullableChinaDateTime = (value: Date | string | null | undefined) =>
  value ? chinaDateTime(value) : null;

export function randomAlnum(length: number, alphabet = ALNUM): string {
  return Array.from({ length }, () => alphabet[randomInt(0, alphabet.length)]).join('');
}

/**
 * Trade numbers: a prefix (P order, W WeChat, A Alipay), the China time and 12 random characters
 * (27 in all, within WeChat's 32): unguessable, so a number alone reveals nothing.
 */
export function newTradeNo(prefix: 'P' | 'W' | 'A', now = new Date()): string {
  return `${prefix}${chinaDateTime(now).replace(/\D/g, '')}${randomAlnum(12)}`;
}
