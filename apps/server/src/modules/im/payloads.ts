import {
  IM_CODE,
  IM_LIMITS,
  PAYLOAD_SCHEMAS,
  message,
  type Locale,
  type MessageKey,
  type MessageType,
} from '@platform/contracts';
import { ChatRefusal } from './realtime/ports';

export const refuse = (code: number, key: MessageKey, locale: Locale) =>
  new ChatRefusal(code, key, message(key, locale));

const ABSTRACT_CHARS = 100;

/**
 * Checks a payload's size and shape for its type and answers the normalised payload (unknown keys
 * such as a forged `senderId` dropped). Size first, so a 1 MB text is "too large", not "invalid".
 */
export function validatePayload(
  type: MessageType,
  payload: Record<string, unknown>,
  locale: Locale,
): Record<string, unknown> {
  if (Buffer.byteLength(JSON.stringify(payload), 'utf8') > IM_LIMITS.frameBytes)
    throw refuse(IM_CODE.tooLarge, 'messageTooLarge', locale);
  if (type === 'text' && typeof payload.text === 'string' && [...payload.text].length > IM_LIMITS.textChars)
    throw refuse(IM_CODE.tooLarge, 'messageTooLarge', locale);
  const parsed = PAYLOAD_SCHEMAS[type].safeParse(payload);
  if (!parsed.success) throw refuse(IM_CODE.badRequest, 'badPayload', locale);
  return parsed.data as Record<string, unknown>;
}

/** The words a message shows, for the sensitive-word check. */
export function textOf(type: string, payload: Record<string, unknown>): string {
  const parts: string[] = [];
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  if (type === 'text') parts.push(str(payload.text));
  if (type === 'custom') parts.push(str(payload.description));
  if (type === 'file' || type === 'image' || type === 'video' || type === 'audio')
    parts.push(str(payload.name));
  if (type === 'merged') {
    parts.push(str(payload.title), ...((payload.abstractList as string[] | undefined) ?? []));
    for (const item of (payload.messages as Array<{ type: string; payload: Record<string, unknown> }>) ?? [])
      parts.push(textOf(item.type, item.payload));
  }
  return parts.filter(Boolean).join('\n');
}

/** The conversation list's last-message line (the client localises the bracketed kinds). */
export function abstractOf(type: string, payload: Record<string, unknown>): string {
  const cut = (s: string) => [...s].slice(0, ABSTRACT_CHARS).join('');
  switch (type) {
    case 'text':
      return cut(String(payload.text ?? ''));
    case 'face':
      return '[表情]';
    case 'image':
      return '[图片]';
    case 'video':
      return '[视频]';
    case 'audio':
      return '[语音]';
    case 'file':
      return cut(`[文件] ${String(payload.name ?? '')}`);
    case 'merged':
      return cut(`[聊天记录] ${String(payload.title ?? '')}`);
    default:
      if (payload.kind === 'card') return '[名片]';
      if (payload.kind === 'groupTip') return '[群提示]';
      return cut(String(payload.description ?? '[自定义消息]'));
  }
}
