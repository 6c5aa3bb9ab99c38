import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Tabs, toast } from '@platform/ui';
import { Page } from '../../shared/layout/Page';
import { useMonitorGroupsQuery, useMonitorMarkReadMutation } from './companyTrackingApi';
import { EventTimeline, type TimelineFilter } from './EventTimeline';
import { GroupsNav } from './GroupsNav';
import { MonitorDialog } from './MonitorDialog';
import { MonitoredCompanies } from './MonitoredCompanies';
import { Intro, Layout, Muted, Toolbar } from './styles';
import './i18n';

type Tab = 'events' | 'companies';
/** `companyid` (the profile's 监控 opens ?companyid=…) asks to monitor that company; `dialog=add` to pick one. */
const KEYS = [
  'group',
  'tab',
  'company',
  'kind',
  'from',
  'to',
  'unread',
  'current',
  'companyid',
  'dialog',
] as const;

/**
 * /serve/compTracking: the user's groups of monitored companies beside the timeline of their change
 * events (new ones marked, filters and page in the address) or the companies themselves; 监控 on a
 * company's profile lands here with the dialog open for that company.
 */
export default function CompanyTrackingPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const get = (k: (typeof KEYS)[number]) => params.get(k) ?? '';
  const groupId = get('group');
  const tab: Tab = get('tab') === 'companies' ? 'companies' : 'events';
  const page = Math.max(1, Number(get('current')) || 1);
  const filter: TimelineFilter = {
    kind: get('kind'),
    from: get('from'),
    to: get('to'),
    unread: get('unread') === '1',
  };
  const dialogCompany = get('companyid');
  const dialogOpen = Boolean(dialogCompany) || get('dialog') === 'add';
  const groups = useMonitorGroupsQuery({});
  const [markRead, marking] = useMonitorMarkReadMutation();

  const href = (next: Partial<Record<(typeof KEYS)[number], string>>) => {
    const merged = { group: groupId, tab, ...next };
    const q = new URLSearchParams(Object.entries(merged).filter(([, v]) => v) as Array<[string, string]>);
    if (q.get('tab') === 'events') q.delete('tab');
    return `?${q.toString()}`;
  };
  /** Changes the address, keeping the search but not the dialog. */
  const go = (next: Partial<Record<(typeof KEYS)[number], string>>) => {
    const base = Object.fromEntries(
      KEYS.filter((k) => params.get(k) && !['companyid', 'dialog'].includes(k)).map((k) => [k, get(k)]),
    );
    const merged = { ...base, ...next };
    setParams(
      Object.fromEntries(Object.entries(merged).filter(([k, v]) => v && !(k === 'tab' && v === 'events'))),
      {
        replace: true,
      },
    );
  };
  const setFilter = (f: TimelineFilter) =>
    go({ kind: f.kind, from: f.from, to: f.to, unread: f.unread ? '1' : '', current: '' });
  const readAll = async () => {
    await markRead({}).unwrap();
    toast.success(t('companyTracking.markedRead'));
  };
  const unread = groups.data?.newEvents ?? 0;

  return (
    <Page aria-labelledby="company-tracking-title">
      <h1 id="company-tracking-title">{t('companyTracking.title')}</h1>
      <Intro>{t('companyTracking.intro')}</Intro>
      <Toolbar>
        <Button variant="primary" onClick={() => go({ dialog: 'add' })}>
          {t('companyTracking.addCompany')}
        </Button>
        <Button
          disabled={unread === 0}
          loading={marking.isLoading}
          onClick={() => void readAll().catch(() => undefined)}
        >
          {t('companyTracking.markRead')}
        </Button>
        <Muted role="status">{t('companyTracking.unread', { count: unread })}</Muted>
      </Toolbar>
      <Layout>
        <GroupsNav
          groups={groups.data}
          selected={groupId}
          hrefOf={(id) => href({ group: id })}
          onDeleted={(id) => id === groupId && go({ group: '', current: '' })}
        />
        <div>
          <Tabs
            aria-label={t('companyTracking.title')}
            activeKey={tab}
            onChange={(key) => go({ tab: key, current: '' })}
            items={[
              {
                key: 'events',
                label: t('companyTracking.tabs.events'),
                content: (
                  <EventTimeline
                    key={`${groupId}/${get('company')}/${filter.kind}/${filter.from}/${filter.to}/${filter.unread}`}
                    groupId={groupId}
                    companyId={get('company')}
                    filter={filter}
                    page={page}
                    onFilter={setFilter}
                    onPage={(p) => go({ current: p > 1 ? String(p) : '' })}
                  />
                ),
              },
              {
                key: 'companies',
                label: t('companyTracking.tabs.companies'),
                content: (
                  <MonitoredCompanies
                    groupId={groupId}
                    groups={groups.data}
                    page={page}
                    onPage={(p) => go({ current: p > 1 ? String(p) : '' })}
                    onEdit={(id) => go({ companyid: id })}
                    eventsHref={(id) => href({ tab: 'events', company: id, unread: '1' })}
                  />
                ),
              },
            ]}
          />
        </div>
      </Layout>
      {dialogOpen && (
        <MonitorDialog companyId={dialogCompany || null} groups={groups.data} onClose={() => go({})} />
      )}
    </Page>
  );
}
