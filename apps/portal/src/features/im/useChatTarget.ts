import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SYSTEM_SENDER_ID } from '@platform/contracts/im/constants';
import { useConversationsQuery, useGroupDetailQuery, useGroupMembersQuery } from './chatApi';
import { useMeQuery, useRelationStatusQuery } from './peopleApi';
import { targetOf } from '@platform/contracts/im/ids';
import type { NameOf } from './toMessageItem';

/**
 * Who is on the other side of a conversation: the peer (C2C: their name, and whether we may chat)
 * or the group (its detail and members), and a display name for any sender.
 */
export function useChatTarget(conversationId: string, me: string) {
  const { t } = useTranslation();
  const target = targetOf(conversationId, me);
  const peerId = target?.type === 'C2C' ? target.userId : '';
  const groupId = target?.type === 'GROUP' ? target.groupId : '';
  const conversations = useConversationsQuery();
  const listed = conversations.data?.find((c) => c.conversationID === conversationId);
  const peer = useMeQuery({ userId: peerId }, { skip: !peerId });
  const self = useMeQuery({});
  const relation = useRelationStatusQuery(
    { friendUserId: peerId, myUserId: me },
    { skip: !peerId || !me || peerId === SYSTEM_SENDER_ID },
  );
  const group = useGroupDetailQuery({ groupId }, { skip: !groupId });
  const members = useGroupMembersQuery({ groupId }, { skip: !groupId });

  const names = useMemo(() => {
    const map = new Map<string, string>();
    const display = (u: { realName: string; nickName: string; imAccount: string } | undefined) =>
      u ? u.realName || u.nickName || u.imAccount : '';
    if (self.data) map.set(self.data.id, display(self.data));
    if (peer.data) map.set(peer.data.id, display(peer.data));
    if (listed?.userProfile) map.set(listed.userProfile.userId, listed.userProfile.name);
    for (const m of members.data ?? []) map.set(m.userId, m.nickname || m.name);
    map.set(SYSTEM_SENDER_ID, t('im.chat.systemSender'));
    return map;
  }, [self.data, peer.data, listed, members.data, t]);
  const nameOf: NameOf = useCallback((id) => names.get(id) ?? id, [names]);
  const avatars = useMemo(
    () => new Map((members.data ?? []).map((m) => [m.userId, m.avatar])),
    [members.data],
  );

  const avatarOf = useCallback((id: string) => avatars.get(id) ?? '', [avatars]);
  const system = peerId === SYSTEM_SENDER_ID;
  const title = system
    ? nameOf(peerId)
    : (group.data?.name ?? listed?.groupProfile?.name ?? listed?.userProfile?.name ?? nameOf(peerId));
  const isMember = groupId ? group.data?.myRole != null : true;
  const canChat = system
    ? false
    : peerId
      ? relation.data
        ? relation.data.isFriend || relation.data.isColleague
        : true
      : !!group.data && isMember && !group.data.dissolved;
  return {
    target,
    peerId,
    groupId,
    title,
    nameOf,
    avatarOf,
    group: group.data,
    members: members.data ?? [],
    relation: relation.data,
    relationLoaded: !peerId || system || relation.isSuccess,
    canChat,
    /** The system account (work reminders): takes no replies, has no card. */
    system,
  };
}
