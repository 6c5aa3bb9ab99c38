import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Empty } from '@platform/ui';
import { ChatAvatar } from '@platform/ui/domain';
import { CardDetailDialog } from '../cards';
import { useCardFolderQuery } from './peopleApi';
import { PaneSearch } from './PaneSearch';
import { PersonList, PersonName, PersonRow, RowActions } from './panes.styles';

/** The card folder (spec 1 §2: the dropdown's card-holder link opens /im/index?target=cardList). */
export function CardFolderPane() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const folder = useCardFolderQuery({ current: 1, size: 100, ...(keyword ? { keyword } : {}) });
  const [card, setCard] = useState<string | null>(null);
  const records = folder.data?.records ?? [];
  return (
    <>
      <PaneSearch label={t('im.cardFolder.search')} value={keyword} onChange={setKeyword} />
      {folder.isSuccess && records.length === 0 ? <Empty /> : null}
      <PersonList aria-label={t('im.cardFolder.list')}>
        {records.map((c) => (
          <PersonRow key={c.id}>
            <ChatAvatar src={c.avatar} name={c.userName} type="C2C" size={36} />
            <PersonName>
              {c.userName}
              <small>{[c.orgName, c.post].filter(Boolean).join(' · ')}</small>
            </PersonName>
            <RowActions>
              <Button size="sm" onClick={() => setCard(c.id)}>
                {t('im.friends.viewCard')}
              </Button>
            </RowActions>
          </PersonRow>
        ))}
      </PersonList>
      <CardDetailDialog
        open={card !== null}
        onOpenChange={(open) => !open && setCard(null)}
        vcardId={card ?? undefined}
      />
    </>
  );
}
