import { todayInChina } from '../../lib/china-time';

const DAY = 86_400_000;

/** 'yyyy-MM-dd HH:mm' in China time. */
export function chinaTime(value: Date | string | null | undefined): string {
  if (!value) return '';
  return new Date(new Date(value).getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** The China date `days` days after the China date of `from`. */
export function deadlineAfter(from: Date, days: number): string {
  return todayInChina(new Date(from.getTime() + days * DAY));
}

export const chinaDateOf = (value: Date | string) => todayInChina(new Date(value));
