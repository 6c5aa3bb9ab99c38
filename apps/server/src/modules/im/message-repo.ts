import { sql } from 'kysely';
import type { ChatMessage, MessageType } from '@platform/contracts';
import type { QueriesOf } from '../../db/module-store';
import { newNumericId } from '../../lib/crypto';
import { memberOf } from './access-repo';
import { parseConversationId } from './ids';

/** A connection or open transaction to the chat tables (a Store, or a TenantScope's). */
export type Conn = { readonly db: QueriesOf<'im'> };

export interface MessageRow {
  conversation_id: string;
  seq: number;
  id: string;
  sender_id: string;
  client_msg_id: string;
  type: string;
  payload: Record<string, unknown>;
  created_at: Date;
}

export const MESSAGE_COLUMNS = [
  'im_messages.conversation_id',
  'im_messages.seq',
  'im_messages.id',
  'im_messages.sender_id',
  'im_messages.client_msg_id',
  'im_messages.type',
  'im_messages.payload',
  'im_messages.created_at',
] as const;

export function toChatMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    conversationId: row.conversation_id,
    conversationType: parseConversationId(row.conversation_id)?.type ?? 'C2C',
    seq: row.seq,
    senderId: row.sender_id,
    clientMsgId: row.client_msg_id,
    type: row.type as MessageType,
    payload: row.payload,
    time: new Date(row.created_at).toISOString(),
  };
}

/** Two stores of one (sender, clientMsgId) at once: the loser meets the unique index. */
export { isUniqueViolation } from '../../db/unique';

/** The stored message of a sender's client id (idempotent resend), visible to its sender only. */
export async function findByClientId(store: Conn, senderId: string, clientMsgId: string) {
  return store.db
    .selectFrom('im_messages')
    .select(MESSAGE_COLUMNS)
    .where('sender_id', '=', senderId)
    .where('client_msg_id', '=', clientMsgId)
    .executeTakeFirst();
}

/** Messages of one conversation among ids that the caller can read (participant scope), in seq order. */
export async function readableMessages(
  store: Conn,
  callerId: string,
  conversationId: string,
  ids: readonly string[],
): Promise<MessageRow[]> {
  if (ids.length === 0) return [];
  return memberOf(store.db, callerId)
    .messages(conversationId)
    .select(MESSAGE_COLUMNS)
    .where('im_messages.id', 'in', [...ids])
    .orderBy('im_messages.seq')
    .execute();
}

export interface NewMessage {
  conversationId: string;
  senderId: string;
  clientMsgId: string;
  type: MessageType;
  payload: Record<string, unknown>;
  abstract: string;
  /** Demo data only: when it was sent. */
  at?: Date;
}

/**
 * Stores one message in an open transaction: takes the next seq (the row lock of the update
 * serialises sends to the conversation, so seqs are gapless), moves the conversation's last
 * message, counts it unread for the other active members and read for the sender.
 */
export async function storeMessage(tx: Conn, m: NewMessage): Promise<MessageRow> {
  const now = m.at ?? new Date();
  const { last_seq: seq } = await tx.db
    .updateTable('im_conversations')
    .set((eb) => ({
      last_seq: eb('last_seq', '+', 1),
      last_message_at: now,
      last_abstract: m.abstract,
      last_sender_id: m.senderId,
    }))
    .where('id', '=', m.conversationId)
    .returning('last_seq')
    .executeTakeFirstOrThrow();
  const row = await tx.db
    .insertInto('im_messages')
    .values({
      conversation_id: m.conversationId,
      seq,
      id: newNumericId(),
      sender_id: m.senderId,
      client_msg_id: m.clientMsgId,
      type: m.type,
      payload: JSON.stringify(m.payload),
      created_at: now,
    })
    .returning(MESSAGE_COLUMNS)
    .executeTakeFirstOrThrow();
  await tx.db
    .updateTable('im_conversation_members')
    .set((eb) => ({ unread: eb('unread', '+', 1), hidden: false, updated_at: now }))
    .where('conversation_id', '=', m.conversationId)
    .where('user_id', '<>', m.senderId)
    .where('left_seq', 'is', null)
    .execute();
  await tx.db
    .updateTable('im_conversation_members')
    .set({ read_seq: seq, unread: 0, hidden: false, updated_at: now })
    .where('conversation_id', '=', m.conversationId)
    .where('user_id', '=', m.senderId)
    .execute();
  return row;
}

/** Active members of a conversation (who receive its messages). */
export async function activeMembers(store: Conn, conversationId: string): Promise<string[]> {
  const rows = await store.db
    .selectFrom('im_conversation_members')
    .select('user_id')
    .where('conversation_id', '=', conversationId)
    .where('left_seq', 'is', null)
    .execute();
  return rows.map((r) => r.user_id);
}

/** Creates the C2C conversation and both memberships when missing (concurrent first sends meet here). */
export async function ensureC2C(tx: Conn, conversationId: string, userIds: readonly string[]): Promise<void> {
  await tx.db
    .insertInto('im_conversations')
    .values({ id: conversationId, type: 'C2C', group_id: null })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await tx.db
    .insertInto('im_conversation_members')
    .values(userIds.map((user_id) => ({ conversation_id: conversationId, user_id })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/**
 * Moves a member's read position forward (never back, never past what they can see) and recounts
 * their unread messages, in an open transaction. Answers the read seq, or null when the user is
 * not in the conversation.
 */
export async function moveReadPosition(
  tx: Conn,
  userId: string,
  conversationId: string,
  seq?: number,
): Promise<number | null> {
  const me = await tx.db
    .selectFrom('im_conversation_members')
    .innerJoin('im_conversations', 'im_conversations.id', 'im_conversation_members.conversation_id')
    .select(['read_seq', 'left_seq', 'joined_seq', 'im_conversations.last_seq'])
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', userId)
    // Lock only my row: a send holds the conversation row and then updates members' rows.
    .forUpdate('im_conversation_members')
    .executeTakeFirst();
  if (!me) return null;
  const visible = me.left_seq ?? me.last_seq;
  const target = Math.max(me.read_seq, Math.min(seq ?? visible, visible));
  const { count } = await tx.db
    .selectFrom('im_messages')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('conversation_id', '=', conversationId)
    .where('seq', '>', Math.max(target, me.joined_seq))
    .where('seq', '<=', visible)
    .where('sender_id', '<>', userId)
    .executeTakeFirstOrThrow();
  await tx.db
    .updateTable('im_conversation_members')
    .set({ read_seq: target, unread: Number(count) })
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', userId)
    .execute();
  return target;
}

/** Records a use of chat: first use inserts, later uses move last_used_at. The IM account is the user id. */
export async function recordChatUse(db: QueriesOf<'im'>, userId: string, tenantId: string): Promise<void> {
  await db
    .insertInto('im_users')
    .values({ user_id: userId, im_account: userId, last_tenant_id: tenantId })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ last_used_at: sql<Date>`now()`, last_tenant_id: tenantId }),
    )
    .execute();
}
