import { IM_LIMITS, ResultCode, type Conversation } from '@platform/contracts';
import type { Store } from '../../db/kysely';
import { AppError } from '../../lib/errors';
import { memberOf } from './access-repo';
import {
  hideFor,
  readableMessageAt,
  readableMessagesBefore,
  visibleConversations,
} from './conversation-repo';
import { presentMessages } from './cards';
import { findGroup, type GroupRow } from './groups-repo';
import { summaries } from './groups';
import { parseConversationId, peerOf } from './ids';
import { abstractOf } from './payloads';
import { displayName, findUsers, safeAvatar } from './relations';
import { markReadUpTo } from './service';
import { isSectionGroup, sectionReachOf, type SectionAsk } from './section';
import { toChatMessage } from './message-repo';

const missing = () => new AppError('conversationMissing', ResultCode.NOT_FOUND, 404);

/** The caller's conversations (not hidden), latest first, with the peer's or the group's profile. */
export async function conversationList(
  store: Store,
  callerId: string,
  section?: SectionAsk,
): Promise<Conversation[]> {
  const all = await visibleConversations(store.db, callerId, IM_LIMITS.syncConversations);
  const peerOfRow = (r: { id: string }) => {
    const parsed = parseConversationId(r.id);
    return parsed ? peerOf(parsed, callerId) : null;
  };
  const allGroups = (
    await Promise.all(all.filter((r) => r.group_id).map((r) => findGroup(store, r.group_id!)))
  ).filter((g): g is GroupRow => Boolean(g));

  let rows = all;
  let groupRows = allGroups;
  if (section) {
    // A section IM page: only conversations with the section's contacts and organisation groups.
    const peerIds = all.flatMap((r) => peerOfRow(r) ?? []);
    const reach = await sectionReachOf(store, callerId, section, peerIds);
    groupRows = allGroups.filter((g) => isSectionGroup(g, reach.organisations));
    const groupIds = new Set(groupRows.map((g) => g.id));
    rows = all.filter((r) => {
      const peer = peerOfRow(r);
      return peer ? reach.people.has(peer) : r.group_id !== null && groupIds.has(r.group_id);
    });
  }

  const peers = rows.flatMap((r) => peerOfRow(r) ?? []);
  const users = new Map((await findUsers(store.db, peers)).map((u) => [u.id, u]));
  const groups = new Map((await summaries(store, groupRows)).map((g) => [g.groupId, g]));

  const out: Conversation[] = [];
  for (const r of rows) {
    const peer = peerOfRow(r);
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
        const m = await readableMessageAt(store.db, callerId, r.id, visibleSeq);
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
  if (!(await memberOf(store.db, callerId).membership(input.conversationId))) throw missing();
  const rows = await readableMessagesBefore(
    store.db,
    callerId,
    input.conversationId,
    input.beforeSeq,
    input.size + 1,
  );
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
  await hideFor(store.db, callerId, conversationId);
  return true;
}

export { missing as conversationMissing };
