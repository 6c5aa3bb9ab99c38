import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@platform/ui';
import { CreateGroupDialog, GroupMemberPanel } from '@platform/ui/domain';
import type { GroupDetail, GroupMember } from '@platform/contracts/im/chat';
import {
  useChangeOwnerMutation,
  useDissolveGroupMutation,
  useInviteMembersMutation,
  useKickMembersMutation,
  useQuitGroupMutation,
  useRenameGroupMutation,
  useSetNicknameMutation,
} from './chatApi';
import { useContactCandidates } from './useContactCandidates';
import { Side } from './ChatPanel.styles';

export interface GroupPanelProps {
  group: GroupDetail;
  members: GroupMember[];
  me: string;
  onClose: () => void;
}

/**
 * A group's members and what the user may do there (spec 1 §7 Groups): the owner invites, kicks,
 * transfers, renames and dissolves; everyone sets their nickname and may quit. Each change comes
 * back as a group tip in the conversation. Organisation groups follow their tenant's members.
 */
export function GroupPanel({ group, members, me, onClose }: GroupPanelProps) {
  const { t } = useTranslation();
  const [inviting, setInviting] = useState(false);
  const candidates = useContactCandidates(me, !inviting);
  const [invite] = useInviteMembersMutation();
  const [kick] = useKickMembersMutation();
  const [quit] = useQuitGroupMutation();
  const [dissolve] = useDissolveGroupMutation();
  const [changeOwner] = useChangeOwnerMutation();
  const [rename] = useRenameGroupMutation();
  const [setNickname] = useSetNicknameMutation();
  const groupId = group.groupId;
  const done = () => void toast.success(t('im.groups.done'));
  const run = async (action: () => Promise<unknown>, after: () => void = done) => {
    try {
      await action();
      after();
    } catch {
      // The request layer showed the refusal.
    }
  };
  const memberIds = new Set(members.map((m) => m.userId));

  return (
    <Side aria-label={t('im.chat.members', { count: members.length })}>
      <GroupMemberPanel
        groupName={group.name}
        ownerId={group.ownerId}
        meId={me}
        members={members.map((m) => ({ id: m.userId, name: m.name, nickname: m.nickname, avatar: m.avatar }))}
        onInvite={group.type === 'general' ? () => setInviting(true) : undefined}
        onKick={
          group.type === 'general'
            ? (userId) => run(() => kick({ groupId, userIds: [userId] }).unwrap())
            : undefined
        }
        onTransfer={
          group.type === 'general'
            ? (userId) => run(() => changeOwner({ groupId, userId }).unwrap())
            : undefined
        }
        onRename={(name) => run(() => rename({ groupId, name }).unwrap())}
        onSetNickname={(nickname) => run(() => setNickname({ groupId, nickname }).unwrap())}
        onQuit={group.type === 'general' ? () => run(() => quit({ groupId }).unwrap(), onClose) : undefined}
        onDissolve={
          group.type === 'general' ? () => run(() => dissolve({ groupId }).unwrap(), onClose) : undefined
        }
      />
      <CreateGroupDialog
        open={inviting}
        onOpenChange={setInviting}
        friends={candidates.friends.filter((c) => !memberIds.has(c.id))}
        colleagues={candidates.colleagues.filter((c) => !memberIds.has(c.id))}
        onSubmit={({ memberIds: userIds }) =>
          run(
            () => invite({ groupId, userIds }).unwrap(),
            () => {
              setInviting(false);
              toast.success(t('im.groups.invited'));
            },
          )
        }
      />
    </Side>
  );
}
