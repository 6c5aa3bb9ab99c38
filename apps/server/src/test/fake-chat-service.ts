import { randomUUID } from 'node:crypto';
import { IM_CODE, IM_LIMITS, IM_MESSAGES, type ChatMessage } from '@platform/contracts/im';
import {
  ChatRefusal,
  type ChatCaller,
  type ChatService,
  type SendInput,
  type SendResult,
} from '../modules/im/realtime/ports';

/**
 * An in-memory ChatService for the transport's tests and benchmark (the real one, with the
 * friends and group rules and the database, lives in modules/im). It keeps what the transport
 * relies on: a per-conversation seq, idempotency by (sender, clientMsgId), membership for sync,
 * and a few refusals: a C2C to a user listed in `strangers` (notFriend), a group the sender is not
 * in (notGroupMember), a text containing `blockedWord` (sensitiveWord).
 * One instance shared by two apps plays the shared database (two instances, a restart).
 */
export interface FakeChatService extends ChatService {
  /** Every stored message, in storage order. */
  readonly stored: ChatMessage[];
  messages(conversationId: string): ChatMessage[];
  reads: Map<string, number>;
  groups: Map<string, Set<string>>;
  strangers: Set<string>;
  /** Milliseconds each send waits before storing (a slow database). */
  sendDelayMs: number;
}

export const c2cConversationId = (a: string, b: string) => `C2C:${[a, b].sort().join(':')}`;
export const groupConversationId = (groupId: string) => `GROUP:${groupId}`;
const blockedWord = '违禁词';

const deliveryOf = (sent: { message: ChatMessage; recipients: string[] }) => [
  { userIds: sent.recipients, message: sent.message },
];

export function createFakeChatService(): FakeChatService {
  const byConversation = new Map<string, ChatMessage[]>();
  const byClientId = new Map<string, { message: ChatMessage; recipients: string[] }>();
  const stored: ChatMessage[] = [];
  const members = new Map<string, Set<string>>();
  const groups = new Map<string, Set<string>>();
  const reads = new Map<string, number>();
  const strangers = new Set<string>();

  const membersOf = (conversationId: string): Set<string> =>
    conversationId.startsWith('GROUP:')
      ? (groups.get(conversationId.slice('GROUP:'.length)) ?? new Set())
      : (members.get(conversationId) ?? new Set());

  const service: FakeChatService = {
    stored,
    reads,
    groups,
    strangers,
    sendDelayMs: 0,
    messages: (id) => byConversation.get(id) ?? [],

    async send(caller: ChatCaller, input: SendInput, locale): Promise<SendResult> {
      const key = `${caller.userId}:${input.clientMsgId}`;
      const found = byClientId.get(key);
      if (found) return { message: found.message, deliveries: deliveryOf(found), duplicate: true };
      let conversationId: string;
      let recipients: string[];
      if (input.to.type === 'C2C') {
        if (strangers.has(input.to.userId))
          throw new ChatRefusal(IM_CODE.notFriend, 'notFriend', IM_MESSAGES.notFriend[locale]);
        conversationId = c2cConversationId(caller.userId, input.to.userId);
        recipients = [...new Set([caller.userId, input.to.userId])];
        members.set(conversationId, new Set(recipients));
      } else {
        const group = groups.get(input.to.groupId);
        if (!group?.has(caller.userId))
          throw new ChatRefusal(IM_CODE.notGroupMember, 'notGroupMember', IM_MESSAGES.notGroupMember[locale]);
        conversationId = groupConversationId(input.to.groupId);
        recipients = [...group];
      }
      const text = input.payload.text;
      if (typeof text === 'string' && text.includes(blockedWord))
        throw new ChatRefusal(IM_CODE.sensitiveWord, 'sensitiveWord', IM_MESSAGES.sensitiveWord[locale]);
      if (typeof text === 'string' && text.length > IM_LIMITS.textChars)
        throw new ChatRefusal(IM_CODE.tooLarge, 'messageTooLarge', IM_MESSAGES.messageTooLarge[locale]);
      if (service.sendDelayMs) await new Promise((r) => setTimeout(r, service.sendDelayMs));
      // Checked again after the wait: two sends of one id racing store it once (a unique key).
      const raced = byClientId.get(key);
      if (raced) return { message: raced.message, deliveries: deliveryOf(raced), duplicate: true };
      const list = byConversation.get(conversationId) ?? [];
      byConversation.set(conversationId, list);
      const message: ChatMessage = {
        id: randomUUID(),
        conversationId,
        conversationType: input.to.type,
        seq: list.length + 1,
        senderId: caller.userId,
        clientMsgId: input.clientMsgId,
        type: input.type,
        payload: input.payload,
        time: new Date().toISOString(),
      };
      list.push(message);
      stored.push(message);
      byClientId.set(key, { message, recipients });
      return { message, deliveries: [{ userIds: recipients, message }], duplicate: false };
    },

    async after(caller, cursors) {
      const out: Awaited<ReturnType<ChatService['after']>> = {};
      for (const [conversationId, seq] of Object.entries(cursors)) {
        if (!membersOf(conversationId).has(caller.userId)) continue;
        const newer = (byConversation.get(conversationId) ?? []).filter((m) => m.seq > seq);
        out[conversationId] = {
          messages: newer.slice(0, IM_LIMITS.syncPerConversation),
          more: newer.length > IM_LIMITS.syncPerConversation,
        };
      }
      return out;
    },

    async markRead(caller, conversationId, seq) {
      const who = membersOf(conversationId);
      if (!who.has(caller.userId)) return { recipients: [] };
      reads.set(`${caller.userId}:${conversationId}`, seq);
      return { recipients: conversationId.startsWith('GROUP:') ? [caller.userId] : [...who] };
    },

    async typingRecipients(caller, conversationId) {
      const who = membersOf(conversationId);
      return who.has(caller.userId) ? [...who] : [];
    },
  };
  return service;
}
