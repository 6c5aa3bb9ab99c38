import type { QueriesOf } from '../../db/module-store';
import { memberOf } from './access-repo';
import { MESSAGE_COLUMNS, type MessageRow } from './message-repo';

type Queries = QueriesOf<'im'>;

/** The caller's conversations (not hidden) with their membership, latest first. */
export const visibleConversations = (db: Queries, callerId: string, limit: number) =>
  memberOf(db, callerId)
    .conversations()
    .select([
      'im_conversations.id',
      'im_conversations.type',
      'im_conversations.group_id',
      'im_conversations.last_seq',
      'im_conversations.last_message_at',
      'im_conversations.last_abstract',
      'im_conversations.last_sender_id',
      'me.read_seq',
      'me.unread',
      'me.joined_seq',
      'me.left_seq',
    ])
    .where('me.hidden', '=', false)
    .orderBy('im_conversations.last_message_at', (ob) => ob.desc().nullsLast())
    .orderBy('im_conversations.id')
    .limit(limit)
    .execute();

/** The message at one seq, when the caller can read it. */
export const readableMessageAt = (
  db: Queries,
  callerId: string,
  conversationId: string,
  seq: number,
): Promise<MessageRow | undefined> =>
  memberOf(db, callerId)
    .messages(conversationId)
    .select(MESSAGE_COLUMNS)
    .where('im_messages.seq', '=', seq)
    .executeTakeFirst();

/** Up to `limit` readable messages before a seq (or the newest), newest first. */
export function readableMessagesBefore(
  db: Queries,
  callerId: string,
  conversationId: string,
  beforeSeq: number | undefined,
  limit: number,
): Promise<MessageRow[]> {
  let q = memberOf(db, callerId).messages(conversationId).select(MESSAGE_COLUMNS);
  if (beforeSeq !== undefined) q = q.where('im_messages.seq', '<', beforeSeq);
  return q.orderBy('im_messages.seq', 'desc').limit(limit).execute();
}

/** Up to `limit` readable messages after a seq, oldest first. */
export const readableMessagesAfter = (
  db: Queries,
  callerId: string,
  conversationId: string,
  afterSeq: number,
  limit: number,
): Promise<MessageRow[]> =>
  memberOf(db, callerId)
    .messages(conversationId)
    .select(MESSAGE_COLUMNS)
    .where('im_messages.seq', '>', afterSeq)
    .orderBy('im_messages.seq')
    .limit(limit)
    .execute();

/** Hides the conversation for the caller only, until its next message. */
export async function hideFor(db: Queries, callerId: string, conversationId: string): Promise<void> {
  await db
    .updateTable('im_conversation_members')
    .set({ hidden: true })
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', callerId)
    .execute();
}
