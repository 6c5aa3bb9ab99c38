import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Badge, Tabs } from '@platform/ui';
import { Page } from '../../shared/layout/Page';
import { CustomerList } from './CustomerList';
import { Dashboard } from './Dashboard';
import { Deals } from './Deals';
import { MyTasks } from './MyTasks';
import { useCrmTaskDueQuery } from './customersApi';
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

const TABS = ['customers', 'deals', 'tasks', 'dashboard'] as const;
type Tab = (typeof TABS)[number];
const isTab = (v: string | null): v is Tab => (TABS as readonly string[]).includes(v ?? '');

/**
 * /customer/customerIndex, the 客户管理 home: 客户 (table, drawer, import, export), 商机 (board
 * and table), 任务 (my open tasks) and 看板 (dashboard), chosen by `?tab=`. The tasks tab carries the
 * badge of tasks due today or overdue.
 */
export default function CustomersHomePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'customers';
  const { data: due } = useCrmTaskDueQuery();
  const dueCount = (due?.dueToday ?? 0) + (due?.overdue ?? 0);
  const go = (next: Tab) => {
    const out = new URLSearchParams(params);
    if (next === 'customers') out.delete('tab');
    else out.set('tab', next);
    setParams(out);
  };
  const label = (key: Tab) =>
    key === 'tasks' && dueCount > 0 ? (
      <TabLabel>
        {t('customers.tabs.tasks')}
        <Badge count={dueCount} />
      </TabLabel>
    ) : (
      t(`customers.tabs.${key}`)
    );
  return (
    <Frame data-testid="customers-home">
      <h1>{t('customers.title')}</h1>
      <Tabs
        aria-label={t('customers.title')}
        activeKey={tab}
        onChange={(key) => go(key as Tab)}
        items={TABS.map((key) => ({
          key,
          label: label(key),
          content:
            key !== tab ? null : key === 'customers' ? (
              <CustomerList />
            ) : key === 'deals' ? (
              <Deals />
            ) : key === 'tasks' ? (
              <MyTasks />
            ) : (
              <Dashboard />
            ),
        }))}
      />
    </Frame>
  );
}
