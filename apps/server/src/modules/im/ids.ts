import type { ChatTarget } from '@platform/contracts';

/** Numeric user ids of different lengths compare as numbers, not as text. */
const smallerFirst = (a: string, b: string): [string, string] => (BigInt(a) <= BigInt(b) ? [a, b] : [b, a]);

export function c2cConversationId(a: string, b: string): string {
  const [x, y] = smallerFirst(a, b);
  return `C2C_${x}_${y}`;
}

export const groupConversationId = (groupId: string) => `GROUP_${groupId}`;

export type ParsedConversation =
  { type: 'C2C'; id: string; userIds: [string, string] } | { type: 'GROUP'; id: string; groupId: string };

export function parseConversationId(id: string): ParsedConversation | null {
  const c2c = /^C2C_(\d{1,19})_(\d{1,19})$/.exec(id);
  if (c2c) return { type: 'C2C', id, userIds: [c2c[1]!, c2c[2]!] };
  const group = /^GROUP_(\d{1,19})$/.exec(id);
  return group ? { type: 'GROUP', id, groupId: group[1]! } : null;
}

export function conversationIdOf(sender: string, to: ChatTarget): string {
  return to.type === 'C2C' ? c2cConversationId(sender, to.userId) : groupConversationId(to.groupId);
}

/** The other participant of a C2C conversation. */
export function peerOf(conversation: ParsedConversation, userId: string): string | null {
  if (conversation.type !== 'C2C') return null;
  const [a, b] = conversation.userIds;
  return a === userId ? b : a;
}
