import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Tabs } from '@platform/ui';
import { useTabParam } from '../../shared/hooks/useTabParam';
import { CountedTabLabel } from '../../shared/layout/CountedTabLabel';
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

const TABS = ['find', 'lists', 'dashboard'] as const;
type Tab = (typeof TABS)[number];

/**
 * /toker/tokerIndex, the 精准拓客 home (and /tokerFinance/tokerFinanceIndex, 金融拓客): 找线索 (profile, count, matches, look-alike), 线索清单
 * (lists, one list's leads) and 看板 (dashboard). `?tab=lists&list=<id>` opens a list; the lists
 * tab carries the badge of follow-ups due today or overdue.
 */
export default function LeadsHomePage() {
  const { t } = useTranslation();
  const { tab, go: goTab, params } = useTabParam(TABS);
  // The 金融拓客 home (/tokerFinance/tokerFinanceIndex) runs the same workspace under its own name.
  const title = useFinanceHome() ? t('leads.financeTitle') : t('leads.title');
  const listId = /^\d{1,20}$/.test(params.get('list') ?? '') ? params.get('list') : null;
  const { data: due } = useLeadDueQuery();
  const dueCount = (due?.dueToday ?? 0) + (due?.overdue ?? 0);
  const go = (next: Tab, list: string | null = null) => goTab(next, { list });
  const label = (key: Tab) => (
    <CountedTabLabel text={t(`leads.tabs.${key}`)} count={key === 'lists' ? dueCount : 0} />
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
