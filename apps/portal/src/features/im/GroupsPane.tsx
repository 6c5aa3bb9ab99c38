import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Tag, toast } from '@platform/ui';
import { ChatAvatar, CreateGroupDialog } from '@platform/ui/domain';
import type { ImSection } from '@platform/contracts/im/section';
import { useAppSelector } from '../../shared/store/hooks';
import { useCreateGroupMutation, useGroupsQuery, useSyncOrgGroupMutation } from './chatApi';
import { useContactCandidates } from './useContactCandidates';
import { PaneHeader } from './ImPage.styles';
import { PersonList, PersonName, PersonRow } from './panes.styles';

export interface GroupsPaneProps {
  /** A section IM page: only the organisation groups of my organisations (the server decides). */
  section?: ImSection | undefined;
  onOpenConversation: (conversationId: string) => void;
}

/** My groups (page size 101) and "create a group" from friends and colleagues (spec 1 §7). */
export function GroupsPane({ section, onOpenConversation }: GroupsPaneProps) {
  const { t } = useTranslation();
  const me = useAppSelector((s) => s.app.userInfo?.userId ?? '');
  const groups = useGroupsQuery(section ? { section } : {});
  const [create] = useCreateGroupMutation();
  const [syncOrg] = useSyncOrgGroupMutation();
  const [creating, setCreating] = useState(false);
  const candidates = useContactCandidates(me, !creating);

  // The organisation's group follows its members (colleagues share it).
  useEffect(() => void syncOrg(), [syncOrg]);

  return (
    <>
      <PaneHeader>
        <Button variant="primary" size="sm" onClick={() => setCreating(true)}>
          {t('im.groups.create')}
        </Button>
      </PaneHeader>
      <PersonList aria-label={t('im.groups.list')}>
        {(groups.data?.records ?? []).map((g) => (
          <PersonRow key={g.groupId}>
            <ChatAvatar src={g.faceUrl} name={g.name} type="GROUP" size={36} />
            <PersonName>
              <button type="button" className="link" onClick={() => onOpenConversation(g.conversationID)}>
                {g.name}
              </button>
              <small>
                {t('im.chat.members', { count: g.memberCount })}{' '}
                {g.type === 'org' ? <Tag>{t('im.groups.org')}</Tag> : null}
              </small>
            </PersonName>
          </PersonRow>
        ))}
      </PersonList>
      <CreateGroupDialog
        open={creating}
        onOpenChange={setCreating}
        friends={candidates.friends}
        colleagues={candidates.colleagues}
        onSubmit={async ({ name, memberIds }) => {
          try {
            const group = await create({ ...(name ? { name } : {}), userIds: memberIds }).unwrap();
            setCreating(false);
            toast.success(t('im.groups.created'));
            onOpenConversation(group.conversationID);
          } catch {
            // shown by the request layer
          }
        }}
      />
    </>
  );
}
