import { describe, expect, it } from 'vitest';
import {
  formatChatTime,
  formatFileSize,
  formatMessageTime,
  formatTitleCounter,
  mergedAbstract,
  needsTimeSeparator,
} from './chat';

describe('chat helpers', () => {
  it('counts the title up to 99+', () => {
    expect(formatTitleCounter(0)).toBe('');
    expect(formatTitleCounter(-3)).toBe('');
    expect(formatTitleCounter(Number.NaN)).toBe('');
    expect(formatTitleCounter(1)).toBe('1');
    expect(formatTitleCounter(99)).toBe('99');
    expect(formatTitleCounter(100)).toBe('99+');
  });

  it('abstracts the first 3 messages, each cut to 20 characters', () => {
    const long = '一二三四五六七八九十一二三四五六七八九十多出来的';
    const abstract = mergedAbstract([
      { sender: '李娜', text: long },
      { sender: '王芳', text: '😀'.repeat(25) },
      { text: 'hello\n  world' },
      { sender: '刘洋', text: 'not shown' },
    ]);
    expect(abstract).toEqual([
      '李娜: 一二三四五六七八九十一二三四五六七八九十',
      `王芳: ${'😀'.repeat(20)}`,
      'hello world',
    ]);
  });

  it('formats conversation times: HH:mm today, else MM-DD', () => {
    const now = new Date('2026-11-23T18:00:00+08:00');
    expect(formatChatTime(new Date('2026-11-23T09:05:00+08:00'), now)).toBe('09:05');
    expect(formatChatTime(new Date('2026-11-22T23:59:00+08:00').getTime(), now)).toBe('11-22');
    expect(formatChatTime('2025-01-03T00:00:00+08:00', now)).toBe('01-03');
    // The same moment reads the same in every browser: 13:05 UTC is 21:05 in Shanghai.
    expect(formatChatTime('2026-11-23T13:05:00Z', now)).toBe('21:05');
    // Just after midnight in Shanghai is still the previous day in UTC: it is today here.
    expect(formatChatTime('2026-11-22T16:30:00Z', now)).toBe('00:30');
    expect(formatChatTime(undefined, now)).toBe('');
    expect(formatChatTime('not a date', now)).toBe('');
  });

  it('formats separators and puts one between messages more than 5 minutes apart', () => {
    const now = new Date('2026-11-23T18:00:00+08:00');
    expect(formatMessageTime(new Date('2026-11-23T08:01:00+08:00'), now)).toBe('08:01');
    expect(formatMessageTime(new Date('2026-02-03T08:01:00+08:00'), now)).toBe('02-03 08:01');
    expect(formatMessageTime(new Date('2024-02-03T08:01:00+08:00'), now)).toBe('2024-02-03 08:01');
    const t = new Date(2026, 10, 23, 8, 0).getTime();
    expect(needsTimeSeparator(undefined, t)).toBe(true);
    expect(needsTimeSeparator(t, t + 5 * 60_000)).toBe(false);
    expect(needsTimeSeparator(t, t + 5 * 60_000 + 1)).toBe(true);
  });

  it('formats file sizes', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatFileSize(undefined)).toBe('');
  });
});
