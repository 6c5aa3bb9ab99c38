import { IM_LIMITS, ResultCode, type Conversation } from '@platform/contracts';
import type { Store } from '../../db/kysely';
import { AppError } from '../../lib/errors';
import { memberOf } from './access';
import { presentMessages } from './cards';
import { findGroup, type GroupRow } from './groups-repo';
import { summaries } from './groups';
import { parseConversationId, peerOf } from './ids';
import { abstractOf } from './payloads';
import { displayName, findUsers, safeAvatar } from './relations';
import { markReadUpTo } from './service';
import { MESSAGE_COLUMNS, toChatMessage } from './store';

const missing = () => new AppError('conversationMissing', ResultCode.NOT_FOUND, 404);

/** The caller's conversations (not hidden), latest first, with the peer's or the group's profile. */
export async function conversationList(store: Store, callerId: string): Promise<Conversation[]> {
  const scope = memberOf(store.db, callerId);
  const rows = await scope
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
    .limit(IM_LIMITS.syncConversations)
    .execute();

  const peers = rows.flatMap((r) => {
    const parsed = parseConversationId(r.id);
    const peer = parsed ? peerOf(parsed, callerId) : null;
    return peer ? [peer] : [];
  });
  const users = new Map((await findUsers(store.db, peers)).map((u) => [u.id, u]));
  const groupRows = (
    await Promise.all(rows.filter((r) => r.group_id).map((r) => findGroup(store, r.group_id!)))
  ).filter((g): g is GroupRow => Boolean(g));
  const groups = new Map((await summaries(store, groupRows)).map((g) => [g.groupId, g]));

  const out: Conversation[] = [];
  for (const r of rows) {
    const parsed = parseConversationId(r.id);
    const peer = parsed ? peerOf(parsed, callerId) : null;
    const user = peer ? users.get(peer) : undefined;
    // A former member sees the conversation as it was when they left.
    const visibleSeq = r.left_seq ?? r.last_seq;
    let lastMessage: Conversation['lastMessage'] = null;
    if (visibleSeq > r.joined_seq) {
      if (visibleSeq === r.last_seq && r.last_message_at) {
        lastMessage = {
          abstract: r.last_abstract,
          time: new Date(r.last_message_at).toISOString(),
          senderId: r.last_sender_id ?? '',
          seq: r.last_seq,
        };
      } else {
        const m = await scope
          .messages(r.id)
          .select(MESSAGE_COLUMNS)
          .where('im_messages.seq', '=', visibleSeq)
          .executeTakeFirst();
        if (m) {
          lastMessage = {
            abstract: abstractOf(m.type, m.payload),
            time: new Date(m.created_at).toISOString(),
            senderId: m.sender_id,
            seq: m.seq,
          };
        }
      }
    }
    out.push({
      conversationID: r.id,
      type: r.type,
      userProfile: peer
        ? {
            userId: peer,
            imAccount: peer,
            name: user ? displayName(user) : '',
            avatar: user ? safeAvatar(user.avatar) : '',
          }
        : null,
      groupProfile: r.group_id ? (groups.get(r.group_id) ?? null) : null,
      lastMessage,
      unreadCount: r.unread,
      lastSeq: visibleSeq,
      readSeq: r.read_seq,
    });
  }
  return out;
}

/** A page of history before `beforeSeq`, oldest first, as the caller reads it; `more` when older messages remain. */
export async function history(
  store: Store,
  callerId: string,
  input: { conversationId: string; beforeSeq?: number; size: number },
) {
  const scope = memberOf(store.db, callerId);
  if (!(await scope.membership(input.conversationId))) throw missing();
  let q = scope.messages(input.conversationId).select(MESSAGE_COLUMNS);
  if (input.beforeSeq !== undefined) q = q.where('im_messages.seq', '<', input.beforeSeq);
  const rows = await q
    .orderBy('im_messages.seq', 'desc')
    .limit(input.size + 1)
    .execute();
  const messages = rows.slice(0, input.size).reverse().map(toChatMessage);
  return { messages: await presentMessages(store, callerId, messages), more: rows.length > input.size };
}

/** Hides a conversation for the caller only (and reads it), until its next message. */
export async function hideConversation(
  store: Store,
  callerId: string,
  conversationId: string,
): Promise<boolean> {
  if ((await markReadUpTo(store, callerId, conversationId)) === null) throw missing();
  await store.db
    .updateTable('im_conversation_members')
    .set({ hidden: true })
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', callerId)
    .execute();
  return true;
}

export { missing as conversationMissing };
