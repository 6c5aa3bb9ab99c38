import type { ChatTarget } from './realtime';

/**
 * Conversation ids, the same for server and clients: 'C2C_<smaller user id>_<larger user id>'
 * (numeric user ids of different lengths compare as numbers) or 'GROUP_<group id>'. Zod-free.
 */
export function c2cConversationId(a: string, b: string): string {
  const [x, y] = BigInt(a) <= BigInt(b) ? [a, b] : [b, a];
  return `C2C_${x}_${y}`;
}

export const groupConversationId = (groupId: string): string => `GROUP_${groupId}`;

export type ParsedConversation =
  { type: 'C2C'; id: string; userIds: [string, string] } | { type: 'GROUP'; id: string; groupId: string };

export function parseConversationId(id: string): ParsedConversation | null {
  const c2c = /^C2C_(\d{1,19})_(\d{1,19})$/.exec(id);
  if (c2c) return { type: 'C2C', id, userIds: [c2c[1]!, c2c[2]!] };
  const group = /^GROUP_(\d{1,19})$/.exec(id);
  return group ? { type: 'GROUP', id, groupId: group[1]! } : null;
}

/** The conversation a message from `sender` to `to` belongs to. */
export function conversationIdOf(sender: string, to: ChatTarget): string {
  return to.type === 'C2C' ? c2cConversationId(sender, to.userId) : groupConversationId(to.groupId);
}

/** Whom a conversation's messages go to, as `me`; null for a malformed id. */
export function targetOf(conversationId: string, me: string): ChatTarget | null {
  const parsed = parseConversationId(conversationId);
  if (!parsed) return null;
  if (parsed.type === 'GROUP') return { type: 'GROUP', groupId: parsed.groupId };
  const [a, b] = parsed.userIds;
  return { type: 'C2C', userId: a === me ? b : a };
}
