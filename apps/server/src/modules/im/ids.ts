import { parseConversationId, type ParsedConversation } from '@platform/contracts/im/ids';

export {
  c2cConversationId,
  conversationIdOf,
  groupConversationId,
  parseConversationId,
  type ParsedConversation,
} from '@platform/contracts/im/ids';

/** The other participant of a C2C conversation. */
export function peerOf(conversation: ParsedConversation, userId: string): string | null {
  if (conversation.type !== 'C2C') return null;
  const [a, b] = conversation.userIds;
  return a === userId ? b : a;
}

export const isConversationId = (id: string): boolean => parseConversationId(id) !== null;
