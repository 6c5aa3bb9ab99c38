/**
 * Approximate trading calendar of the Shanghai and Shenzhen exchanges: weekdays without the main
 * public holidays (元旦, 春节 week, 清明, 劳动节, 端午, 中秋, 国庆 week). Lunar holidays come from a
 * fixed table for 2012–2030; the calendar is close to, not identical with, the published one
 * (make-up working days and exact bridge days are ignored).
 */

/** 春节 (正月初一), 端午 and 中秋 by year. */
const LUNAR: Record<number, [spring: string, dragonBoat: string, midAutumn: string]> = {
  2012: ['01-23', '06-23', '09-30'],
  2013: ['02-10', '06-12', '09-19'],
  2014: ['01-31', '06-02', '09-08'],
  2015: ['02-19', '06-20', '09-27'],
  2016: ['02-08', '06-09', '09-15'],
  2017: ['01-28', '05-30', '10-04'],
  2018: ['02-16', '06-18', '09-24'],
  2019: ['02-05', '06-07', '09-13'],
  2020: ['01-25', '06-25', '10-01'],
  2021: ['02-12', '06-14', '09-21'],
  2022: ['02-01', '06-03', '09-10'],
  2023: ['01-22', '06-22', '09-29'],
  2024: ['02-10', '06-10', '09-17'],
  2025: ['01-29', '05-31', '10-06'],
  2026: ['02-17', '06-19', '09-25'],
  2027: ['02-06', '06-09', '09-15'],
  2028: ['01-26', '05-28', '10-03'],
  2029: ['02-13', '06-16', '09-22'],
  2030: ['02-03', '06-05', '09-12'],
};
export const CALENDAR_FIRST_YEAR = 2012;
export const CALENDAR_LAST_YEAR = 2030;

const DAY = 86_400_000;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds since the epoch of a YYYY-MM-DD date at 00:00 UTC. */
export function parseDate(iso: string): number {
  const m = ISO_DATE.exec(iso);
  if (!m) throw new Error(`bad date: ${iso}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));

/** YYYY-MM-DD of a UTC time (civil-from-days arithmetic: much faster than Date#toISOString). */
export function formatDate(t: number): string {
  let z = Math.floor(t / DAY) + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  z = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return `${z}-${pad2(m)}-${pad2(d)}`;
}

/** YYYY-MM-DD HH:mm:ss of a UTC time. */
export function formatDateTime(t: number): string {
  const secs = Math.floor((t - Math.floor(t / DAY) * DAY) / 1000);
  const h = Math.floor(secs / 3600);
  const min = Math.floor((secs % 3600) / 60);
  return `${formatDate(t)} ${pad2(h)}:${pad2(min)}:${pad2(secs % 60)}`;
}
export function addDays(iso: string, days: number): string {
  return formatDate(parseDate(iso) + days * DAY);
}
const isWeekend = (t: number): boolean => {
  const d = new Date(t).getUTCDay();
  return d === 0 || d === 6;
};

const holidayCache = new Map<number, Set<string>>();

/** Closed weekdays of a year (approximate). */
export function holidays(year: number): ReadonlySet<string> {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const out = new Set<string>();
  const range = (startIso: string, days: number): void => {
    const t0 = parseDate(startIso);
    for (let i = 0; i < days; i++) out.add(formatDate(t0 + i * DAY));
  };
  // A one-day holiday on a weekend is taken on the next Monday.
  const single = (iso: string): void => {
    let t = parseDate(iso);
    while (isWeekend(t)) t += DAY;
    out.add(formatDate(t));
  };
  const lunar = LUNAR[year] ?? ['02-05', '06-10', '09-20']; // rough fallback outside the table
  const y = String(year);
  single(`${y}-01-01`);
  range(addDays(`${y}-${lunar[0]}`, -1), 7); // 除夕 to 初六
  single(`${y}-04-0${year % 4 <= 1 ? 4 : 5}`); // 清明: 4 April in leap years and the year after
  range(`${y}-05-01`, 5);
  single(`${y}-${lunar[1]}`);
  single(`${y}-${lunar[2]}`);
  range(`${y}-10-01`, 7);
  holidayCache.set(year, out);
  return out;
}

export function isTradingDay(iso: string): boolean {
  const t = parseDate(iso);
  if (isWeekend(t)) return false;
  return !holidays(Number(iso.slice(0, 4))).has(iso);
}

/** Trading days in [from, to], both inclusive, ascending. */
export function tradingDays(from: string, to: string): string[] {
  const out: string[] = [];
  const end = parseDate(to);
  for (let t = parseDate(from); t <= end; t += DAY) {
    const iso = formatDate(t);
    if (isTradingDay(iso)) out.push(iso);
  }
  return out;
}
