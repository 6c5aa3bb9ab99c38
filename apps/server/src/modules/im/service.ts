import {
  IM_CODE,
  IM_LIMITS,
  SYSTEM_SENDER_ID,
  type Locale,
  type MergedSendPayload,
  type SyncedFrame,
} from '@platform/contracts';
import type { Store } from '../../db/kysely';
import { chatCardPayload, storedChatCard } from '../vcard';
import { memberOf } from './access-repo';
import { readableMessagesAfter } from './conversation-repo';
import { groupState, isGroupMember } from './groups-repo';
import { deliveriesOf, presentMessages } from './cards';
import { conversationIdOf, parseConversationId, peerOf } from './ids';
import { buildMerged } from './merged';
import { abstractOf, checkSize, refuse, textOf, validatePayload } from './payloads';
import { contactsAmong, findUsers, sensitiveWordIn, serviceAccounts } from './relations';
import type { ChatCaller, ChatService, SendInput, SendResult } from './realtime/ports';
import {
  activeMembers,
  ensureC2C,
  findByClientId,
  isUniqueViolation,
  storeMessage,
  toChatMessage,
  type Conn,
  type MessageRow,
  moveReadPosition,
} from './message-repo';

export interface ChatDeps {
  /** Card lookup for card messages; the vcard module's by default (tests may replace it). */
  cardPayload?: typeof chatCardPayload;
  /**
   * Told after a user's C2C message was stored (not a resend): the CRM's timeline
   * (docs/customers.md). Called after the commit and not awaited; it must not throw (a failure
   * never fails the send).
   */
  onSent?: (event: ChatSent) => Promise<void>;
}

/**
 * A C2C message a user sent: the sender (always the authenticated caller) in the tenant of their
 * session, the peer, and whether the message handed the sender's own business card.
 */
export interface ChatSent {
  tenantId: string;
  senderId: string;
  peerId: string;
  ownCard: boolean;
}

/**
 * The chat rules and storage behind the socket (ports.ts ChatService) and the REST send: who may
 * send to whom, payload checks, idempotent store, catch-up and read positions. A refusal throws a
 * ChatRefusal before anything is written; a message is acknowledged only after its commit.
 */
export function createChatService(store: Store, deps: ChatDeps = {}): ChatService {
  const cardPayload = deps.cardPayload ?? chatCardPayload;

  /** The stored message as the sender reads it, and as each recipient reads it (cards per reader). */
  async function resultOf(caller: ChatCaller, row: MessageRow, duplicate: boolean): Promise<SendResult> {
    const stored = toChatMessage(row);
    const [message] = await presentMessages(store, caller.userId, [stored]);
    const recipients = await activeMembers(store, row.conversation_id);
    return { message: message!, deliveries: await deliveriesOf(store, stored, recipients), duplicate };
  }

  async function duplicateOf(caller: ChatCaller, clientMsgId: string): Promise<SendResult | null> {
    const row = await findByClientId(store, caller.userId, clientMsgId);
    return row ? resultOf(caller, row, true) : null;
  }

  /**
   * The C2C rules of spec 1 §5: friends or colleagues, or the service accounts. The friend-verify
   * message is written by the accept of a friend application, between new friends (friend-verify.ts).
   */
  async function checkC2C(caller: ChatCaller, peerId: string, locale: Locale) {
    if (peerId === caller.userId) throw refuse(IM_CODE.badRequest, 'selfChat', locale);
    if (peerId === SYSTEM_SENDER_ID) throw refuse(IM_CODE.badRequest, 'systemSender', locale);
    const [peer] = await findUsers(store.db, [peerId]);
    if (!peer) throw refuse(IM_CODE.userMissing, 'userMissing', locale);
    const service = await serviceAccounts(store.db);
    if (service.has(caller.userId) || service.has(peerId)) return;
    // eslint-disable-next-line no-restricted-syntax -- friendships count in either direction and in any tenant (a friendship is between two people)
    const contacts = await contactsAmong(store.db, store.unscoped, caller.userId, [peerId]);
    if (!contacts.has(peerId)) throw refuse(IM_CODE.notFriend, 'notFriend', locale);
  }

  /** On `conn`: inside the send's transaction the member row is share-locked until the commit (a kick waits). */
  async function checkGroup(conn: Conn, caller: ChatCaller, groupId: string, locale: Locale, lock = false) {
    const group = await groupState(conn, groupId);
    if (!group || group.dissolved_at) throw refuse(IM_CODE.groupGone, 'groupGone', locale);
    if (!(await isGroupMember(conn, groupId, caller.userId, { lock })))
      throw refuse(IM_CODE.notGroupMember, 'notGroupMember', locale);
  }

  /**
   * A card message stores the card id and the fields never masked; readers get the card as the
   * presenter shows it to each of them (cards.ts). Deleted and others' private cards are refused.
   */
  async function withCard(caller: ChatCaller, payload: Record<string, unknown>, locale: Locale) {
    if (payload.kind !== 'card') return payload;
    const vcardId = String(payload.vcardId);
    // eslint-disable-next-line no-restricted-syntax -- a card shared in chat may live in the other party's tenant (chatCardPayload applies the privacy rules)
    const found = await cardPayload(store.unscoped, caller.userId, vcardId);
    if ('refused' in found) throw refuse(IM_CODE.badRequest, found.refused, locale);
    return { kind: 'card', vcardId, card: storedChatCard(found.card, vcardId) };
  }

  /** The payload to store: a card reduced to what is safe, a merged record built from stored messages. */
  async function storedPayload(
    caller: ChatCaller,
    type: SendInput['type'],
    payload: Record<string, unknown>,
    locale: Locale,
  ): Promise<Record<string, unknown>> {
    if (type !== 'merged') return withCard(caller, payload, locale);
    const record = await buildMerged(store, caller.userId, payload as MergedSendPayload, cardPayload, locale);
    checkSize(record, locale);
    return record;
  }

  async function send(caller: ChatCaller, input: SendInput, locale: Locale): Promise<SendResult> {
    const known = await duplicateOf(caller, input.clientMsgId);
    if (known) return known;
    const valid = validatePayload(input.type, input.payload, locale);
    if (input.to.type === 'C2C') await checkC2C(caller, input.to.userId, locale);
    else await checkGroup(store, caller, input.to.groupId, locale);
    const payload = await storedPayload(caller, input.type, valid, locale);
    if (await sensitiveWordIn(store.db, textOf(input.type, payload)))
      throw refuse(IM_CODE.sensitiveWord, 'sensitiveWord', locale);

    const conversationId = conversationIdOf(caller.userId, input.to);
    let row: MessageRow;
    try {
      row = await store.transaction(async (tx) => {
        if (input.to.type === 'C2C') await ensureC2C(tx, conversationId, [caller.userId, input.to.userId]);
        else await checkGroup(tx, caller, input.to.groupId, locale, true); // again, under the transaction
        return storeMessage(tx, {
          conversationId,
          senderId: caller.userId,
          clientMsgId: input.clientMsgId,
          type: input.type,
          payload,
          abstract: abstractOf(input.type, payload),
        });
      });
    } catch (err) {
      // The same clientMsgId sent twice at once: the loser answers the winner's message.
      if (isUniqueViolation(err)) {
        const stored = await duplicateOf(caller, input.clientMsgId);
        if (stored) return stored;
      }
      throw err;
    }
    if (deps.onSent && input.to.type === 'C2C') {
      const card =
        payload.kind === 'card' ? (payload.card as { imAccount?: unknown } | undefined) : undefined;
      const event = {
        tenantId: caller.tenantId,
        senderId: caller.userId,
        peerId: input.to.userId,
        ownCard: card?.imAccount === caller.userId,
      };
      void deps.onSent(event).catch(() => undefined);
    }
    return resultOf(caller, row, false);
  }

  async function after(caller: ChatCaller, cursors: Record<string, number>) {
    const out: SyncedFrame['conversations'] = {};
    const scope = memberOf(store.db, caller.userId);
    const ids = Object.keys(cursors)
      .filter((id) => parseConversationId(id))
      .slice(0, IM_LIMITS.syncConversations);
    for (const id of ids) {
      if (!(await scope.membership(id))) continue;
      const rows = await readableMessagesAfter(
        store.db,
        caller.userId,
        id,
        Math.max(0, Math.floor(cursors[id] ?? 0)),
        IM_LIMITS.syncPerConversation + 1,
      );
      const more = rows.length > IM_LIMITS.syncPerConversation;
      const messages = rows.slice(0, IM_LIMITS.syncPerConversation).map(toChatMessage);
      out[id] = { messages: await presentMessages(store, caller.userId, messages), more };
    }
    return out;
  }

  async function markRead(caller: ChatCaller, conversationId: string, seq: number) {
    const readSeq = await markReadUpTo(store, caller.userId, conversationId, seq);
    if (readSeq === null) return { recipients: [] };
    const parsed = parseConversationId(conversationId);
    const peer = parsed ? peerOf(parsed, caller.userId) : null;
    return { recipients: peer ? [caller.userId, peer] : [caller.userId] };
  }

  async function typingRecipients(caller: ChatCaller, conversationId: string) {
    const members = await activeMembers(store, conversationId);
    return members.includes(caller.userId) ? members.filter((m) => m !== caller.userId) : [];
  }

  return { send, after, markRead, typingRecipients };
}

/**
 * Moves a member's read position forward (never back, never past what they can see) and recounts
 * their unread messages. Answers the read seq, or null when the caller is not in the conversation.
 */
export async function markReadUpTo(
  store: Store,
  userId: string,
  conversationId: string,
  seq?: number,
): Promise<number | null> {
  return store.transaction((tx) => moveReadPosition(tx, userId, conversationId, seq));
}
