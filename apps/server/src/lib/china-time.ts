/** China Standard Time (UTC+8, no daylight saving): the workspace's days, weeks and months. */
const CST_MS = 8 * 3600 * 1000;

/** 'YYYY-MM-DD' of the instant in China Standard Time. */
export const todayInChina = (now: Date) => new Date(now.getTime() + CST_MS).toISOString().slice(0, 10);

/** The hour (0–23) of the instant in China Standard Time. */
export const chinaHour = (now: Date) => new Date(now.getTime() + CST_MS).getUTCHours();

/** Monday 00:00 China Standard Time of the instant's week, as a UTC instant. */
export function weekStartInChina(now: Date): Date {
  const local = new Date(now.getTime() + CST_MS);
  const day = (local.getUTCDay() + 6) % 7; // Monday 0
  const monday = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - day);
  return new Date(monday - CST_MS);
}

/** The first of the month `back` months before the instant's month (CST), as a UTC instant. */
export function monthStartInChina(now: Date, back: number): Date {
  const local = new Date(now.getTime() + CST_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - back, 1) - CST_MS);
}

/** 'YYYY-MM-DD' of `day` days after the CST date of a UTC instant. */
export const dayAfter = (start: Date, day: number) =>
  new Date(start.getTime() + CST_MS + day * 86_400_000).toISOString().slice(0, 10);

/** 'YYYY-MM' of the month `back` months before the instant's month (CST). */
export const monthLabel = (now: Date, back: number) =>
  new Date(monthStartInChina(now, back).getTime() + CST_MS).toISOString().slice(0, 7);

/** 'YYYY-MM-DD' (China time) `months` months before the instant's day, clamped to the month's end. */
export function monthsBeforeInChina(now: Date, months: number): string {
  const local = new Date(now.getTime() + CST_MS);
  const target = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(local.getUTCDate(), lastDay));
  return target.toISOString().slice(0, 10);
}
