import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Badge, Tabs } from '@platform/ui';
import { Page } from '../../shared/layout/Page';
import { Dashboard } from './Dashboard';
import { FindLeads } from './FindLeads';
import { LeadLists } from './LeadLists';
import { useLeadDueQuery } from './leadsApi';
import { useFinanceHome } from './finance';
import './i18n';

const Frame = styled(Page)`
  min-width: 0;
  overflow-wrap: anywhere;
`;
const TabLabel = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const TABS = ['find', 'lists', 'dashboard'] as const;
type Tab = (typeof TABS)[number];
const isTab = (v: string | null): v is Tab => (TABS as readonly string[]).includes(v ?? '');

/**
 * /toker/tokerIndex, the 精准拓客 home (and /tokerFinance/tokerFinanceIndex, 金融拓客): 找线索 (profile, count, matches, look-alike), 线索清单
 * (lists, one list's leads) and 看板 (dashboard). `?tab=lists&list=<id>` opens a list; the lists
 * tab carries the badge of follow-ups due today or overdue.
 */
export default function LeadsHomePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // The 金融拓客 home (/tokerFinance/tokerFinanceIndex) runs the same workspace under its own name.
  const title = useFinanceHome() ? t('leads.financeTitle') : t('leads.title');
  const tab: Tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'find';
  const listId = /^\d{1,20}$/.test(params.get('list') ?? '') ? params.get('list') : null;
  const { data: due } = useLeadDueQuery();
  const dueCount = (due?.dueToday ?? 0) + (due?.overdue ?? 0);
  const go = (next: Tab, list: string | null = null) => {
    const out = new URLSearchParams(params);
    if (next === 'find') out.delete('tab');
    else out.set('tab', next);
    if (list) out.set('list', list);
    else out.delete('list');
    setParams(out);
  };
  const label = (key: Tab) =>
    key === 'lists' && dueCount > 0 ? (
      <TabLabel>
        {t('leads.tabs.lists')}
        <Badge count={dueCount} />
      </TabLabel>
    ) : (
      t(`leads.tabs.${key}`)
    );
  return (
    <Frame data-testid="leads-home">
      <h1>{title}</h1>
      <Tabs
        aria-label={title}
        activeKey={tab}
        onChange={(key) => go(key as Tab)}
        items={TABS.map((key) => ({
          key,
          label: label(key),
          content:
            key !== tab ? null : key === 'find' ? (
              <FindLeads onOpenList={(id) => go('lists', id)} />
            ) : key === 'lists' ? (
              <LeadLists openId={listId} onOpen={(id) => go('lists', id)} />
            ) : (
              <Dashboard />
            ),
        }))}
      />
    </Frame>
  );
}
