import { GROUP_TIP, type GroupTipPayload } from '@platform/contracts';
import { randomUUID } from 'node:crypto';
import type { Store } from '../../db/kysely';
import { groupConversationId } from './ids';
import { displayName, findUsers } from './relations';
import { storeMessage, type MessageRow } from './message-repo';

export { GROUP_TIP };

/** What happened, for renderers that want more than the op code (spec 1 §4 custom tip kinds). */
export type TipEvent =
  | 'groupCreate'
  | 'groupInvite'
  | 'groupEnter'
  | 'groupSync'
  | 'groupRemove'
  | 'groupQuit'
  | 'groupRename'
  | 'groupOwner'
  | 'groupDissolve'
  | 'memberNickname';

/**
 * Stores a group tip (custom, kind 'groupTip') in the group conversation, in the caller's open
 * transaction, so the tip and the membership change commit together.
 */
export async function storeTip(
  tx: Pick<Store, 'db'>,
  groupId: string,
  tip: {
    op: number;
    event: TipEvent;
    operatorId: string;
    userIds: string[];
    changes?: Record<string, string>;
    /** Demo data only: when it happened. */
    at?: Date;
  },
): Promise<MessageRow> {
  // The names as they were: members who quit or were removed are no longer listed anywhere.
  const users = await findUsers(tx.db, [tip.operatorId, ...tip.userIds]);
  const names = Object.fromEntries(users.map((u) => [u.id, displayName(u)]));
  const payload: GroupTipPayload = {
    kind: 'groupTip',
    op: tip.op,
    event: tip.event,
    operatorId: tip.operatorId,
    userIds: tip.userIds,
    names,
    ...(tip.changes ? { changes: tip.changes } : {}),
  };
  return storeMessage(tx, {
    conversationId: groupConversationId(groupId),
    senderId: tip.operatorId,
    clientMsgId: `tip-${randomUUID()}`,
    type: 'custom',
    payload,
    abstract: '[群提示]',
    at: tip.at,
  });
}
