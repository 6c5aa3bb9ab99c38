import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input, confirm, toast } from '@platform/ui';
import { ChatAvatar } from '@platform/ui/domain';
import { CardDetailDialog } from '../cards';
import { useDeleteFriendMutation, useFriendsQuery, useSetRemarkMutation } from './peopleApi';
import { c2cConversationId } from '@platform/contracts/im/ids';
import { IM_LIMITS } from '@platform/contracts/im/constants';
import { PaneHeader } from './ImPage.styles';
import { PaneSearch } from './PaneSearch';
import { PeopleSearch } from './PeopleSearch';
import { PersonList, PersonRow, PersonName, RowActions } from './panes.styles';

export interface FriendsPaneProps {
  me: string;
  onOpenConversation: (conversationId: string) => void;
}

/** Friends with search, remark, delete, their card and "send message" (spec 1 §2, §7). */
export function FriendsPane({ me, onOpenConversation }: FriendsPaneProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const friends = useFriendsQuery(keyword ? { keyword } : {});
  const [remove] = useDeleteFriendMutation();
  const [setRemark] = useSetRemarkMutation();
  const [card, setCard] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ userId: string; remark: string } | null>(null);

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
                  value={editing.remark}
                  autoFocus
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
                <Button size="sm" onClick={() => setCard(f.userId)}>
                  {t('im.friends.viewCard')}
                </Button>
                <Button
                  size="sm"
                  variant="text"
                  onClick={() => setEditing({ userId: f.userId, remark: f.remark })}
                >
                  {t('im.friends.setRemark')}
                </Button>
                <Button
                  size="sm"
                  variant="text"
                  onClick={async () => {
                    if (
                      !(await confirm({
                        title: t('im.friends.delete'),
                        content: t('im.friends.confirmDelete', { name }),
                      }))
                    )
                      return;
                    await remove({ friendUserId: f.userId })
                      .unwrap()
                      .then(
                        () => toast.success(t('im.friends.deleted')),
                        () => undefined,
                      );
                  }}
                >
                  {t('im.friends.delete')}
                </Button>
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
