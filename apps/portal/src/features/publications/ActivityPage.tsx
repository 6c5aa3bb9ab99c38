import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Empty, Pagination, Spinner, Tabs } from '@platform/ui';
import { Page } from '../../shared/layout/Page';
import { useAppSelector } from '../../shared/store/hooks';
import { useRequireLogin } from '../../shared/session/useRequireLogin';
import { ActivityCard, CardList } from './ActivityCard';
import { MyRegistrations } from './MyRegistrations';
import { useActivityPageQuery } from './activityApi';
import './i18n';

const PAGE = 10;
type Tab = 'upcoming' | 'past' | 'mine';

/** Published activities the reader may see, upcoming (soonest first) or ended (latest first). */
function ActivityList({ when, now }: { when: 'upcoming' | 'past'; now: number }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(1);
  const { data, isLoading } = useActivityPageQuery({
    kind: 'activity',
    when,
    current,
    size: PAGE,
    domain: window.location.host,
  });
  if (isLoading) return <Spinner />;
  if (!data || data.records.length === 0) return <Empty description={t('publications.activity.empty')} />;
  return (
    <>
      <CardList aria-label={t(`publications.activity.${when}`)}>
        {data.records.map((a) => (
          <ActivityCard key={a.id} activity={a} now={now} />
        ))}
      </CardList>
      {data.total > PAGE && (
        <Pagination total={data.total} pageSize={PAGE} page={current} onChange={setCurrent} />
      )}
    </>
  );
}

/** My registrations for a signed-in caller; a visitor is asked to sign in. */
function MineTab({ now }: { now: number }) {
  const { t } = useTranslation();
  const signedIn = Boolean(useAppSelector((s) => s.app.token));
  const requireLogin = useRequireLogin();
  if (signedIn) return <MyRegistrations now={now} />;
  return (
    <Empty description={t('publications.activity.signIn')}>
      <Button variant="primary" onClick={() => requireLogin()}>
        {t('publications.activity.signInAction')}
      </Button>
    </Empty>
  );
}

/** /activity/index: activities in two tabs (即将开始, 已结束) and the caller's registrations (我的报名). */
export default function ActivityPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('upcoming');
  // One moment for every card's state on this visit, so the cards agree with each other.
  const [now] = useState(() => Date.now());
  const panel = tab === 'mine' ? <MineTab now={now} /> : <ActivityList key={tab} when={tab} now={now} />;
  return (
    <Page>
      <h1>{t('publications.activity.title')}</h1>
      <Tabs
        aria-label={t('publications.activity.tabs')}
        activeKey={tab}
        onChange={(key) => setTab(key as Tab)}
        items={(['upcoming', 'past', 'mine'] as const).map((key) => ({
          key,
          label: t(`publications.activity.${key}`),
          content: panel,
        }))}
      />
    </Page>
  );
}
