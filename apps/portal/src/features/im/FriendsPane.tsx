import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dropdown, Input, confirm, toast } from '@platform/ui';
import { ChatAvatar } from '@platform/ui/domain';
import { CardDetailDialog } from '../cards';
import { useDeleteFriendMutation, useFriendsQuery, useSetRemarkMutation } from './peopleApi';
import { c2cConversationId } from '@platform/contracts/im/ids';
import { IM_LIMITS } from '@platform/contracts/im/constants';
import type { ImSection } from '@platform/contracts/im/section';
import { PaneHeader } from './ImPage.styles';
import { PaneSearch } from './PaneSearch';
import { PeopleSearch } from './PeopleSearch';
import { PersonList, PersonRow, PersonName, RowActions } from './panes.styles';

export interface FriendsPaneProps {
  me: string;
  /** A section IM page: only the friends who are the section's contacts (the server decides). */
  section?: ImSection | undefined;
  onOpenConversation: (conversationId: string) => void;
}

/**
 * Friends with search, remark, delete, their card and "send message" (spec 1 §2, §7): one primary
 * action on the row, the rest in its menu, so a row never wraps into mixed buttons.
 */
export function FriendsPane({ me, section, onOpenConversation }: FriendsPaneProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const friends = useFriendsQuery({ ...(keyword ? { keyword } : {}), ...(section ? { section } : {}) });
  const [remove] = useDeleteFriendMutation();
  const [setRemark] = useSetRemarkMutation();
  const [card, setCard] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ userId: string; remark: string } | null>(null);
  const remarkField = useRef<HTMLInputElement>(null);
  const editingId = editing?.userId;
  // Not autoFocus: the menu that opened the field hands focus back to its button in an animation
  // frame queued as it closed; a frame queued after it runs after it.
  useEffect(() => {
    if (!editingId) return;
    const frame = requestAnimationFrame(() => remarkField.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [editingId]);

  const saveRemark = async () => {
    if (!editing) return;
    if ([...editing.remark].length > IM_LIMITS.remark) {
      toast.error(t('im.friends.remarkTooLong'));
      return;
    }
    try {
      await setRemark({ friendUserId: editing.userId, remark: editing.remark }).unwrap();
      toast.success(t('im.friends.remarkSaved'));
      setEditing(null);
    } catch {
      // shown by the request layer
    }
  };

  const deleteFriend = async (userId: string, name: string) => {
    if (!(await confirm({ title: t('im.friends.delete'), content: t('im.friends.confirmDelete', { name }) })))
      return;
    await remove({ friendUserId: userId })
      .unwrap()
      .then(
        () => toast.success(t('im.friends.deleted')),
        () => undefined,
      );
  };

  return (
    <>
      <PaneSearch label={t('im.friends.search')} value={keyword} onChange={setKeyword} />
      <PaneHeader>
        <PeopleSearch me={me} onOpenConversation={onOpenConversation} />
      </PaneHeader>
      <PersonList aria-label={t('im.friends.list')}>
        {(friends.data ?? []).map((f) => {
          const name = f.remark || f.name;
          return (
            <PersonRow key={f.userId}>
              <ChatAvatar src={f.avatar} name={name} type="C2C" size={36} />
              {editing?.userId === f.userId ? (
                <Input
                  aria-label={t('im.friends.remark')}
                  ref={remarkField}
                  value={editing.remark}
                  onChange={(e) => setEditing({ userId: f.userId, remark: e.target.value })}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') void saveRemark();
                    if (e.key === 'Escape') setEditing(null);
                  }}
                />
              ) : (
                <PersonName>
                  {name}
                  {f.remark ? <small>{f.name}</small> : null}
                </PersonName>
              )}
              <RowActions role="group" aria-label={name}>
                <Button
                  size="sm"
                  variant="primary"
                  onClick={() => onOpenConversation(c2cConversationId(me, f.userId))}
                >
                  {t('im.friends.sendMessage')}
                </Button>
                <Dropdown
                  items={[
                    { key: 'card', label: t('im.friends.viewCard') },
                    { key: 'remark', label: t('im.friends.setRemark') },
                    { key: 'delete', label: t('im.friends.delete'), danger: true },
                  ]}
                  onSelect={(key) => {
                    if (key === 'card') setCard(f.userId);
                    if (key === 'remark') setEditing({ userId: f.userId, remark: f.remark });
                    if (key === 'delete') void deleteFriend(f.userId, name);
                  }}
                >
                  <Button size="sm" aria-label={t('im.friends.more', { name })}>
                    {t('im.friends.moreShort')}
                  </Button>
                </Dropdown>
              </RowActions>
            </PersonRow>
          );
        })}
      </PersonList>
      <CardDetailDialog
        open={card !== null}
        onOpenChange={(open) => !open && setCard(null)}
        userId={card ?? undefined}
      />
    </>
  );
}
