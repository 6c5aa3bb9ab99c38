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

/**
 * Checks a payload's size and shape for its type and answers the normalised payload (unknown keys
 * such as a forged `senderId` dropped). Size first, so a 1 MB text is "too large", not "invalid".
 */
export function validatePayload(
  type: MessageType,
  payload: Record<string, unknown>,
  locale: Locale,
): Record<string, unknown> {
  checkSize(payload, locale);
  if (type === 'text' && typeof payload.text === 'string' && [...payload.text].length > IM_LIMITS.textChars)
    throw refuse(IM_CODE.tooLarge, 'messageTooLarge', locale);
  if (type === 'custom' && payload.kind === 'friendVerify')
    throw refuse(IM_CODE.badRequest, 'friendVerifyReserved', locale);
  const parsed = PAYLOAD_SCHEMAS[type].safeParse(payload);
  if (!parsed.success) throw refuse(IM_CODE.badRequest, 'badPayload', locale);
  return parsed.data as Record<string, unknown>;
}

/** A payload (sent, or a merged record the server built) fits in IM_LIMITS.frameBytes. */
export function checkSize(payload: Record<string, unknown>, locale: Locale): void {
  if (Buffer.byteLength(JSON.stringify(payload), 'utf8') > IM_LIMITS.frameBytes)
    throw refuse(IM_CODE.tooLarge, 'messageTooLarge', locale);
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

export { abstractOf } from '@platform/contracts/im/abstract';
