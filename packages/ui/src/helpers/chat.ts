import { IM_LIMITS } from '@platform/contracts/im/constants';
import { cutText } from './cut';
import { sameZonedDay, zonedTime } from './time';

/** A time as the chat gets it: epoch milliseconds, an ISO string or a Date. */
export type ChatTime = number | string | Date;

const toDate = (time: ChatTime) => (time instanceof Date ? time : new Date(time));
const pad = (n: number) => String(n).padStart(2, '0');

/** The page title counter (spec 2 §9): '' for none, 'n', or '99+' above 99. */
export function formatTitleCounter(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > IM_LIMITS.titleCounterMax ? `${IM_LIMITS.titleCounterMax}+` : String(Math.floor(count));
}

/**
 * A merged record's abstract (spec 1 §4 forward type 3): the first 3 messages, each text cut to 20
 * characters (counted in characters, not UTF-16 units), as `sender: text` when a sender is given.
 */
export function mergedAbstract(messages: ReadonlyArray<{ sender?: string; text: string }>): string[] {
  return messages.slice(0, IM_LIMITS.mergedAbstractCount).map(({ sender, text }) => {
    const cut = cutText(text.replace(/\s+/g, ' ').trim(), IM_LIMITS.mergedAbstractChars, '');
    return sender ? `${sender}: ${cut}` : cut;
  });
}

/** Conversation list time, in the display zone: HH:mm today, else MM-DD ('' for a missing or invalid time). */
export function formatChatTime(time: ChatTime | null | undefined, now: Date = new Date()): string {
  const t = zonedTime(time);
  const today = zonedTime(now);
  if (!t || !today) return '';
  return sameZonedDay(t, today) ? `${pad(t.hour)}:${pad(t.minute)}` : `${pad(t.month)}-${pad(t.day)}`;
}

/** Time separator in a message list, in the display zone: HH:mm today, MM-DD HH:mm this year, else YYYY-MM-DD HH:mm. */
export function formatMessageTime(time: ChatTime, now: Date = new Date()): string {
  const t = zonedTime(time);
  const today = zonedTime(now);
  if (!t || !today) return '';
  const clock = `${pad(t.hour)}:${pad(t.minute)}`;
  if (sameZonedDay(t, today)) return clock;
  const day = `${pad(t.month)}-${pad(t.day)}`;
  return t.year === today.year ? `${day} ${clock}` : `${t.year}-${day} ${clock}`;
}

/** Messages more than 5 minutes apart get a time separator between them. */
export const TIME_SEPARATOR_MS = 5 * 60 * 1000;

/** True when `current` needs a time separator after `previous` (always for the first message). */
export function needsTimeSeparator(previous: ChatTime | undefined, current: ChatTime): boolean {
  if (previous === undefined) return true;
  return toDate(current).getTime() - toDate(previous).getTime() > TIME_SEPARATOR_MS;
}

/** 1536 -> '1.5 KB'; bytes, KB, MB, GB with at most one decimal. */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '';
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const text = unit === 0 ? String(value) : value.toFixed(1).replace(/\.0$/, '');
  return `${text} ${units[unit]}`;
}
