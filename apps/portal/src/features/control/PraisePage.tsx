import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLikeRemoveMutation, useLikePageQuery } from './controlApi';
import { InteractionList, PAGE_SIZE } from './InteractionList';
import { Wrap } from './styles';
import './i18n';

/** /control/praise: what the user liked (myLike: publications and company dynamics), with remove. */
export default function PraisePage() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(1);
  const { data, isLoading } = useLikePageQuery({ current, size: PAGE_SIZE });
  const [remove] = useLikeRemoveMutation();
  const page = data && {
    total: data.total,
    records: data.records.map((r) => ({ ...r, time: r.likeTime })),
  };
  return (
    <Wrap data-testid="praise-page">
      <h1>{t('control.praise.title')}</h1>
      <InteractionList
        label={t('control.praise.title')}
        data={page}
        isLoading={isLoading}
        current={current}
        onPage={setCurrent}
        action={t('control.praise.remove')}
        onAction={async (row) =>
          void (await remove({
            targetKind: row.targetKind === 'dynamic' ? 'dynamic' : 'publication',
            targetIds: [row.targetId],
          }).unwrap())
        }
      />
    </Wrap>
  );
}
