import { sql } from 'kysely';
import type { QueriesOf } from '../../db/module-store';

/**
 * Participant scope for chat data (docs/im.md, "Chat data and access"). Conversations and
 * messages are not tenant-owned (a C2C conversation between two tenants belongs to both), so the
 * tenant scope cannot guard them: every read of a conversation or its messages goes through
 * `memberOf(db, callerId)`, which joins the caller's own membership row. A member sees messages
 * after their joined_seq and, once they left a group, up to their left_seq.
 */
export function memberOf(db: QueriesOf<'im'>, callerId: string) {
  return {
    /** The caller's conversations with their membership row (`me`). */
    conversations: () =>
      db
        .selectFrom('im_conversations')
        .innerJoin('im_conversation_members as me', (j) =>
          j.onRef('me.conversation_id', '=', 'im_conversations.id').on('me.user_id', '=', callerId),
        ),

    /** One conversation's messages the caller may see (none when not a member). */
    messages: (conversationId: string) =>
      db
        .selectFrom('im_messages')
        .innerJoin('im_conversation_members as me', (j) =>
          j.onRef('me.conversation_id', '=', 'im_messages.conversation_id').on('me.user_id', '=', callerId),
        )
        .where('im_messages.conversation_id', '=', conversationId)
        .whereRef('im_messages.seq', '>', 'me.joined_seq')
        .where((eb) =>
          eb.or([eb('me.left_seq', 'is', null), eb('im_messages.seq', '<=', sql<number>`me.left_seq`)]),
        ),

    /** The caller's membership of one conversation, or undefined. */
    membership: (conversationId: string) =>
      db
        .selectFrom('im_conversation_members')
        .selectAll()
        .where('conversation_id', '=', conversationId)
        .where('user_id', '=', callerId)
        .executeTakeFirst(),
  };
}

export type MemberOf = ReturnType<typeof memberOf>;
