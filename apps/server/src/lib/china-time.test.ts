import { describe, expect, it } from 'vitest';
import { chinaHour, monthsBeforeInChina, todayInChina } from './china-time';

describe('China Standard Time', () => {
  it('takes the day and hour in China, whatever the server’s zone', () => {
    const lateUtc = new Date('2026-11-26T17:30:00Z'); // 01:30 on the 27th in China
    expect(todayInChina(lateUtc)).toBe('2026-11-27');
    expect(chinaHour(lateUtc)).toBe(1);
  });

  it('goes back whole months from the China day, ending on a month’s last day when it is shorter', () => {
    expect(monthsBeforeInChina(new Date('2026-11-27T02:00:00Z'), 6)).toBe('2026-05-27');
    expect(monthsBeforeInChina(new Date('2026-11-27T02:00:00Z'), 36)).toBe('2023-11-27');
    expect(monthsBeforeInChina(new Date('2027-03-31T02:00:00Z'), 1)).toBe('2027-02-28');
    expect(monthsBeforeInChina(new Date('2028-03-31T02:00:00Z'), 1)).toBe('2028-02-29');
    expect(monthsBeforeInChina(new Date('2026-12-31T17:00:00Z'), 12)).toBe('2026-01-01');
  });
});
