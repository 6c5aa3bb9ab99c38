import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, Empty, Pagination, Spinner, formatDateTime, safeUrl } from '@platform/ui';
import type { MyRegistrationRow } from '@platform/contracts/content';
import { CardCover, CardFacts, CardItem, CardList, activityWhen } from './ActivityCard';
import { cancellable } from './activityState';
import { useMyRegistrationsQuery } from './activityApi';
import { useCancelRegistration } from './useCancelRegistration';

const PAGE = 10;

/** One of my registrations: the activity as I may still read it, what I sent, and cancel until it starts. */
function RegistrationItem({ row, now }: { row: MyRegistrationRow; now: number }) {
  const { t } = useTranslation();
  const { cancelRegistration, cancelling } = useCancelRegistration();
  const cover = row.cover ? safeUrl(row.cover, 'image') : undefined;
  const titleId = `registration-${row.publicationId}`;
  return (
    <CardItem aria-labelledby={titleId}>
      <CardCover>{cover && <img src={cover} alt="" />}</CardCover>
      <div>
        <h3 id={titleId}>
          {row.readable ? (
            <Link to={`/publicationDetail/index?id=${row.publicationId}`}>{row.title}</Link>
          ) : (
            t('publications.activity.unavailable')
          )}
        </h3>
        <CardFacts>
          {row.readable && (
            <>
              <dt>{t('publications.activity.time')}</dt>
              <dd>{activityWhen(row.activityStart, row.activityEnd)}</dd>
              <dt>{t('publications.activity.place')}</dt>
              <dd>{row.place ?? '—'}</dd>
            </>
          )}
          <dt>{t('publications.activity.name')}</dt>
          <dd>{row.name}</dd>
          <dt>{t('publications.activity.phone')}</dt>
          <dd>{row.phone}</dd>
        </CardFacts>
        <p>{t('publications.activity.registeredAt', { time: formatDateTime(row.registerTime) })}</p>
        {row.readable && cancellable(row.activityStart, now) && (
          <Button
            loading={cancelling}
            onClick={() => void cancelRegistration(row.publicationId).catch(() => undefined)}
          >
            {t('publications.activity.cancel')}
          </Button>
        )}
      </div>
    </CardItem>
  );
}

/** The caller's registrations, newest activity first. */
export function MyRegistrations({ now }: { now: number }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(1);
  const { data, isLoading } = useMyRegistrationsQuery({ current, size: PAGE, when: 'all' });
  if (isLoading) return <Spinner />;
  if (!data || data.records.length === 0) return <Empty description={t('publications.activity.mineEmpty')} />;
  return (
    <>
      <CardList aria-label={t('publications.activity.mine')}>
        {data.records.map((row) => (
          <RegistrationItem key={row.publicationId} row={row} now={now} />
        ))}
      </CardList>
      {data.total > PAGE && (
        <Pagination total={data.total} pageSize={PAGE} page={current} onChange={setCurrent} />
      )}
    </>
  );
}
