import { IM_LIMITS, SERVER_ONLY_KINDS } from '@platform/contracts/im/constants';
import type { ChatMessage, ChatTarget } from '@platform/contracts/im/realtime';
import type { OutgoingMessage } from '@platform/chat';
import { contentOf, type NameOf } from './toMessageItem';

/** Spec 1 §4 Forward types: 1 a single message, 2 several one by one, 3 one merged record. */
export type ForwardMode = 1 | 2 | 3;

export class ForwardLimitError extends Error {
  constructor() {
    super('forwardLimit');
  }
}

const cut = (text: string, chars: number) => [...text].slice(0, chars).join('');

/** A line of a merged record's abstract: "李娜: 你好", cut to 20 characters (spec 1 §9). */
function abstractLine(message: ChatMessage, nameOf: NameOf, summary: (m: ChatMessage) => string): string {
  return cut(`${nameOf(message.senderId)}: ${summary(message)}`, IM_LIMITS.mergedAbstractChars);
}

/** The plain words of a message for an abstract ([图片] and the like for media). */
export function defaultSummary(message: ChatMessage, nameOf: NameOf): string {
  const content = contentOf(message.type, message.payload, nameOf, message.senderId);
  switch (content.type) {
    case 'text':
      return content.text;
    case 'face':
      return content.emoji;
    case 'file':
      return `[文件] ${content.name}`;
    case 'card':
      return `[名片] ${content.name}`;
    case 'merged':
      return `[聊天记录] ${content.title}`;
    case 'image':
      return '[图片]';
    case 'video':
      return '[视频]';
    case 'audio':
      return '[语音]';
    default:
      return '';
  }
}

/** The messages to send to each target, in order; throws ForwardLimitError above 30 messages. */
export function forwardMessages(
  mode: ForwardMode,
  selected: readonly ChatMessage[],
  targets: readonly ChatTarget[],
  options: { title: string; nameOf: NameOf; summary?: (m: ChatMessage) => string },
): OutgoingMessage[] {
  if (selected.length === 0 || targets.length === 0) return [];
  if (selected.length > IM_LIMITS.forwardMax) throw new ForwardLimitError();
  const ordered = [...selected].sort((a, b) => a.seq - b.seq);
  const summary = options.summary ?? ((m: ChatMessage) => defaultSummary(m, options.nameOf));
  const copies = (mode === 1 ? ordered.slice(0, 1) : ordered).filter((m) => !isTipMessage(m));
  if (mode !== 3) return targets.flatMap((to) => copies.map((m) => ({ to, ...copyOf(m) })));
  if (copies.length === 0) return [];
  // The server builds the record from these ids (senders and names are the stored ones); the
  // abstract is for the Tencent transport, whose SDK merges on the client.
  const merged = {
    title: cut(options.title, 100),
    conversationId: copies[0]!.conversationId,
    messageIds: copies.map((m) => m.id),
    abstractList: copies
      .slice(0, IM_LIMITS.mergedAbstractCount)
      .map((m) => abstractLine(m, options.nameOf, summary)),
  };
  return targets.map((to) => ({ to, type: 'merged' as const, payload: merged }));
}

/** One message sent again; a merged record is named by id (the server forwards it as it is). */
function copyOf(m: ChatMessage): Omit<OutgoingMessage, 'to'> {
  if (m.type !== 'merged') return { type: m.type, payload: m.payload };
  return {
    type: 'merged',
    payload: {
      title: m.payload.title,
      conversationId: m.conversationId,
      messageIds: [m.id],
      abstractList: m.payload.abstractList,
    },
  };
}

/** Tips (group tips, friend verification) are not forwarded: they describe where they happened. */
export const isTipMessage = (m: ChatMessage): boolean =>
  m.type === 'custom' && (SERVER_ONLY_KINDS as readonly unknown[]).includes(m.payload.kind);
