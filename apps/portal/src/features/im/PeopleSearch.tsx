import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input } from '@platform/ui';
import { ChatAvatar } from '@platform/ui/domain';
import { IM_LIMITS } from '@platform/contracts/im/constants';
import { c2cConversationId } from '@platform/contracts/im/ids';
import { AddFriendDialogHost } from '../cards';
import { useLazySearchPeopleQuery } from './peopleApi';
import { PersonList, PersonName, PersonRow, RowActions, SectionTitle } from './panes.styles';

/**
 * Find people to add (spec 1 §7 friend/searchperson: a name containing the words, or an exact
 * account or phone); the search runs on Enter. Friends and colleagues can be messaged at once.
 */
export function PeopleSearch({
  me,
  onOpenConversation,
}: {
  me: string;
  onOpenConversation: (id: string) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [search, result] = useLazySearchPeopleQuery();
  const [adding, setAdding] = useState<string | null>(null);
  const people = (result.data ?? []).filter((p) => p.userId !== me);
  return (
    <section aria-labelledby="im-people-search">
      <SectionTitle id="im-people-search">{t('im.friends.add')}</SectionTitle>
      <Input
        aria-label={t('im.friends.addSearch')}
        placeholder={t('im.friends.addSearch')}
        maxLength={IM_LIMITS.forwardSearch}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && text.trim()) void search({ keyword: text.trim() });
        }}
      />
      {result.isSuccess && people.length === 0 ? <p role="status">{t('im.errors.userNotFound')}</p> : null}
      <PersonList aria-label={t('im.friends.addResults')}>
        {people.map((p) => (
          <PersonRow key={p.userId}>
            <ChatAvatar src={p.avatar} name={p.name} type="C2C" size={32} />
            <PersonName>
              {p.name}
              <small>{[p.card?.orgName, p.card?.post].filter(Boolean).join(' · ')}</small>
            </PersonName>
            <RowActions role="group" aria-label={p.name}>
              {p.isFriend || p.isColleague ? (
                <Button size="sm" onClick={() => onOpenConversation(c2cConversationId(me, p.userId))}>
                  {t('im.friends.sendMessage')}
                </Button>
              ) : (
                <Button size="sm" variant="primary" onClick={() => setAdding(p.userId)}>
                  {t('im.friends.addFriend')}
                </Button>
              )}
            </RowActions>
          </PersonRow>
        ))}
      </PersonList>
      <AddFriendDialogHost
        open={adding !== null}
        onOpenChange={(open) => !open && setAdding(null)}
        userId={adding ?? ''}
      />
    </section>
  );
}
