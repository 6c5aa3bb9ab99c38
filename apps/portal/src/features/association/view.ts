import { DEFAULT_ASSOCIATION_LEVELS } from '@platform/contracts';

type Locale = string;

/** A level's name as the locale reads it: the default four translate, the association's own do not. */
export function levelLabel(name: string, locale: Locale): string {
  if (locale.startsWith('zh')) return name;
  const i = (DEFAULT_ASSOCIATION_LEVELS.zh as readonly string[]).indexOf(name);
  return i >= 0 ? DEFAULT_ASSOCIATION_LEVELS.en[i]! : name;
}

/** Yuan with two decimals, grouped. */
export const formatYuan = (n: number, locale: Locale) =>
  new Intl.NumberFormat(locale.startsWith('zh') ? 'zh-CN' : 'en-GB', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(n);

/** Yuan as typed: more than 0, at most ten million, at most two decimals; else null. */
export function parseYuan(text: string): number | null {
  const s = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return null;
  const n = Number(s);
  return n > 0 && n <= 10_000_000 ? n : null;
}

export const MOBILE = /^1[3-9]\d{9}$/;

/** 'YYYY-MM-DD' of today in China time. */
export const chinaToday = (now = new Date()) =>
  new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

export const dateOf = (iso: string) => chinaToday(new Date(iso));
