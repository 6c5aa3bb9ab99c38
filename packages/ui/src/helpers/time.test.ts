import { afterEach, describe, expect, it } from 'vitest';
import { PLATFORM_TIME_ZONE, formatDateTime, setDisplayTimeZone, zonedTime } from './time';

afterEach(() => setDisplayTimeZone(PLATFORM_TIME_ZONE));

describe('one time zone', () => {
  it('shows a moment in the platform zone, whatever zone the browser is in', () => {
    expect(formatDateTime('2026-11-26T13:05:00Z')).toBe('2026-11-26 21:05');
    expect(formatDateTime(Date.UTC(2026, 10, 26, 16, 30, 9), 'second')).toBe('2026-11-27 00:30:09');
    expect(formatDateTime(new Date('2026-11-26T13:05:00Z'), 'date')).toBe('2026-11-26');
    expect(formatDateTime('2026-11-26T13:05:00Z', 'time')).toBe('21:05');
  });

  it("reads the server's zone-less wall-clock strings as they are (they are in the platform zone)", () => {
    expect(formatDateTime('2026-11-26 21:05:00')).toBe('2026-11-26 21:05');
    expect(formatDateTime('2026-11-26')).toBe('2026-11-26 00:00');
    expect(zonedTime('2026-11-26 21:05:07')).toEqual({
      year: 2026,
      month: 11,
      day: 26,
      hour: 21,
      minute: 5,
      second: 7,
    });
  });

  it("follows a customer's zone, and refuses an unknown one", () => {
    expect(setDisplayTimeZone('Europe/London')).toBe(true);
    expect(formatDateTime('2026-11-26T13:05:00Z')).toBe('2026-11-26 13:05');
    // The server's wall clocks are platform-zone times: moved to the customer's zone (dates stay).
    expect(formatDateTime('2026-11-26 21:05:00')).toBe('2026-11-26 13:05');
    expect(formatDateTime('2026-11-27 02:00:00')).toBe('2026-11-26 18:00');
    expect(formatDateTime('2026-11-26', 'date')).toBe('2026-11-26');
    expect(setDisplayTimeZone('Mars/Olympus')).toBe(false);
    expect(formatDateTime('2026-11-26T13:05:00Z')).toBe('2026-11-26 13:05');
  });

  it('answers empty for a missing or invalid time', () => {
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});
