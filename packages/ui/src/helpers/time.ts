/**
 * Every time the platform shows is in one zone, formatted one way ('YYYY-MM-DD HH:mm'): the
 * platform's zone (Asia/Shanghai) unless a customer sets its own, whatever zone the browser is in.
 * Chat times, chain times, orders and reports therefore agree for the same moment. The server's
 * zone-less wall clocks are platform-zone times and are moved to the customer's zone when it differs.
 */
export const PLATFORM_TIME_ZONE = 'Asia/Shanghai';

/** A time as the API gives it: epoch milliseconds, an ISO string, or the server's zone-less 'YYYY-MM-DD HH:mm:ss'. */
export type TimeValue = number | string | Date;

export interface ZonedTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

let zone = PLATFORM_TIME_ZONE;
let formatter: Intl.DateTimeFormat | undefined;

/** Sets the zone times are shown in (a customer's choice); an unknown zone is refused (false). */
export function setDisplayTimeZone(next: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: next });
  } catch {
    return false;
  }
  zone = next;
  formatter = undefined;
  return true;
}

export const displayTimeZone = () => zone;

const partsFormatter = () =>
  (formatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }));

/** The server's wall-clock strings carry no zone: they are already in the platform's zone. */
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** The moment's calendar fields in the display zone; undefined for a missing or invalid time. */
export function zonedTime(value: TimeValue | null | undefined): ZonedTime | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const wall = typeof value === 'string' ? WALL_CLOCK.exec(value) : null;
  if (wall) {
    const [, y, mo, d, h, mi = '0', s = '0'] = wall;
    const fields = { year: +y!, month: +mo!, day: +d!, hour: +(h ?? 0), minute: +mi, second: +s };
    // A date alone is a calendar day, not a moment: it reads the same in every zone.
    if (zone === PLATFORM_TIME_ZONE || h === undefined) return fields;
    return zonedTime(platformWallClockInstant(fields));
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  const parts = Object.fromEntries(
    partsFormatter()
      .formatToParts(date)
      .map((p) => [p.type, Number(p.value)]),
  );
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** China keeps UTC+8 all year (no daylight saving), so a platform wall clock is one fixed offset from UTC. */
const PLATFORM_OFFSET_MS = 8 * 3_600_000;
const platformWallClockInstant = (t: ZonedTime) =>
  new Date(Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second) - PLATFORM_OFFSET_MS);

const pad = (n: number) => String(n).padStart(2, '0');

export const sameZonedDay = (a: ZonedTime, b: ZonedTime) =>
  a.year === b.year && a.month === b.month && a.day === b.day;

export type TimeStyle = 'minute' | 'second' | 'date' | 'time';

/** 'YYYY-MM-DD HH:mm' (or with seconds, the date alone, the clock alone) in the display zone; '' when invalid. */
export function formatDateTime(value: TimeValue | null | undefined, style: TimeStyle = 'minute'): string {
  const t = zonedTime(value);
  if (!t) return '';
  const date = `${t.year}-${pad(t.month)}-${pad(t.day)}`;
  const clock = `${pad(t.hour)}:${pad(t.minute)}`;
  switch (style) {
    case 'date':
      return date;
    case 'time':
      return clock;
    case 'second':
      return `${date} ${clock}:${pad(t.second)}`;
    default:
      return `${date} ${clock}`;
  }
}
