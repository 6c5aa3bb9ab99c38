import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, toast } from '@platform/ui';
import { Page } from '../../shared/layout/Page';
import { useAppSelector } from '../../shared/store/hooks';
import { useRequireLogin } from '../../shared/session/useRequireLogin';
import { FollowDialog } from './FollowDialog';
import { FollowsNav } from './FollowsNav';
import { useTrackFollowsQuery, useTrackMarkReadMutation } from './industryTrackingApi';
import { StatsPanel } from './StatsPanel';
import { Timeline, type TimelineFilter } from './Timeline';
import { Intro, Layout, Muted, Toolbar } from './styles';
import './i18n';

const KEYS = ['follow', 'kind', 'days', 'region', 'unread', 'dialog'] as const;
type Key = (typeof KEYS)[number];

/**
 * /serve/induTracking: the user's follows (chains, nodes, regions) with their new events beside the
 * last 30 days' statistics and the timeline (filters in the address, "load more" by cursor).
 * Visitors see what it offers and sign in to follow.
 */
export default function IndustryTrackingPage() {
  const { t } = useTranslation();
  const signedIn = Boolean(useAppSelector((s) => s.app.token));
  const requireLogin = useRequireLogin();
  return (
    <Page aria-labelledby="industry-tracking-title">
      <h1 id="industry-tracking-title">{t('industryTracking.title')}</h1>
      <Intro>{t('industryTracking.intro')}</Intro>
      {signedIn ? (
        <Tracking />
      ) : (
        <Toolbar>
          <Button variant="primary" onClick={() => requireLogin()}>
            {t('industryTracking.login')}
          </Button>
          <Muted>{t('industryTracking.loginHint')}</Muted>
        </Toolbar>
      )}
    </Page>
  );
}

function Tracking() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const get = (k: Key) => params.get(k) ?? '';
  const followId = get('follow');
  const filter: TimelineFilter = {
    kind: get('kind'),
    days: get('days'),
    region: get('region'),
    unread: get('unread') === '1',
  };
  const follows = useTrackFollowsQuery({});
  const [markRead, marking] = useTrackMarkReadMutation();
  const go = (next: Partial<Record<Key, string>>) => {
    const base = Object.fromEntries(
      KEYS.filter((k) => params.get(k) && k !== 'dialog').map((k) => [k, get(k)]),
    );
    setParams(Object.fromEntries(Object.entries({ ...base, ...next }).filter(([, v]) => v)), {
      replace: true,
    });
  };
  const href = (id: string) => {
    const q = new URLSearchParams(id ? { follow: id } : {});
    return `?${q.toString()}`;
  };
  const readAll = async () => {
    await markRead(followId ? { id: followId } : {}).unwrap();
    toast.success(t('industryTracking.markedRead'));
  };
  const current = follows.data?.follows.find((f) => f.id === followId);
  const unread = current ? current.newEvents : (follows.data?.newEvents ?? 0);
  const full = (follows.data?.follows.length ?? 0) >= (follows.data?.max ?? 20);
  return (
    <>
      <Toolbar>
        <Button variant="primary" disabled={full} onClick={() => go({ dialog: '1' })}>
          {t('industryTracking.addFollow')}
        </Button>
        <Button
          disabled={unread === 0}
          loading={marking.isLoading}
          onClick={() => void readAll().catch(() => undefined)}
        >
          {t('industryTracking.markRead')}
        </Button>
        <Muted role="status">{t('industryTracking.unread', { count: unread })}</Muted>
      </Toolbar>
      <Layout>
        <FollowsNav
          follows={follows.data}
          selected={followId}
          hrefOf={href}
          onRemoved={(id) => id === followId && go({ follow: '' })}
        />
        <div>
          <StatsPanel followId={followId} />
          <Timeline
            key={`${followId}/${filter.kind}/${filter.days}/${filter.region}/${filter.unread}`}
            followId={followId}
            filter={filter}
            onFilter={(f) =>
              go({ kind: f.kind, days: f.days, region: f.region, unread: f.unread ? '1' : '' })
            }
          />
        </div>
      </Layout>
      {get('dialog') && <FollowDialog onClose={() => go({})} />}
    </>
  );
}
