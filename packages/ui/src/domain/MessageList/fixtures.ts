import type { ChatMessageItem } from '../MessageBubble/message';

const BASE = new Date('2026-11-23T08:00:00+08:00').getTime();
const WORDS = [
  '好的',
  '明天下午三点在会议室见',
  '收到，谢谢！',
  '资料已经发到群里了，请大家查收一下',
  '👍',
  '这个方案我再想想',
];

/** Message `n` of a long conversation (n = 0 is the oldest): mixed senders, lengths and gaps. */
export function makeMessage(n: number, group = true): ChatMessageItem {
  const mine = n % 3 === 0;
  return {
    id: `m${n}`,
    time: BASE - (100_000 - n) * 60_000 * (n % 7 === 0 ? 2 : 1),
    mine,
    senderName: mine ? undefined : group ? (n % 2 ? '李娜' : '王芳') : '李娜',
    content: { type: 'text', text: `#${n} ${WORDS[n % WORDS.length]!}${n % 5 === 0 ? '\n第二行' : ''}` },
  };
}

/** Messages `from` (inclusive) to `to` (exclusive), oldest first. */
export function makeMessages(from: number, to: number, group = true): ChatMessageItem[] {
  return Array.from({ length: Math.max(0, to - from) }, (_, i) => makeMessage(from + i, group));
}
