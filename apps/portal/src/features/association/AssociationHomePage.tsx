import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Badge, Spinner, Tabs } from '@platform/ui';
import { Page } from '../../shared/layout/Page';
import { Applications } from './Applications';
import { Directory } from './Directory';
import { Dues } from './Dues';
import { Members } from './Members';
import { Overview } from './Overview';
import { Posts } from './Posts';
import { Settings } from './Settings';
import { useAssocOverviewQuery } from './associationApi';
import { Muted } from './styles';
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

const TABS = ['overview', 'members', 'directory', 'applications', 'dues', 'posts', 'settings'] as const;
type Tab = (typeof TABS)[number];
const isTab = (v: string | null): v is Tab => (TABS as readonly string[]).includes(v ?? '');

/**
 * /member/memberManage, the 会员管理 home: 概览 (figures and charts), 会员, 会员名录, 入会申请
 * (badge: pending), 会费 (badge: due soon or overdue), 通知活动 (notices and events sent to the
 * members) and 设置 (administrators), chosen by `?tab=`.
 * Members of the organisation see; its administrators manage.
 */
export default function AssociationHomePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { data: overview } = useAssocOverviewQuery();
  if (!overview) return <Spinner />;
  const isAdmin = overview.isAdmin;
  const tabs = TABS.filter((k) => k !== 'settings' || isAdmin);
  const tab: Tab =
    isTab(params.get('tab')) && tabs.includes(params.get('tab') as Tab)
      ? (params.get('tab') as Tab)
      : 'overview';
  const go = (next: Tab) => {
    const out = new URLSearchParams(params);
    if (next === 'overview') out.delete('tab');
    else out.set('tab', next);
    setParams(out);
  };
  const badges: Partial<Record<Tab, number>> = {
    applications: overview.pendingApplications,
    dues: overview.duesOverdue + overview.duesSoon,
  };
  const label = (key: Tab) =>
    badges[key] ? (
      <TabLabel>
        {t(`association.tabs.${key}`)}
        <Badge count={badges[key]} />
      </TabLabel>
    ) : (
      t(`association.tabs.${key}`)
    );
  const content = (key: Tab) =>
    key === 'overview' ? (
      <Overview />
    ) : key === 'members' ? (
      <Members isAdmin={isAdmin} />
    ) : key === 'directory' ? (
      <Directory />
    ) : key === 'applications' ? (
      <Applications isAdmin={isAdmin} />
    ) : key === 'dues' ? (
      <Dues isAdmin={isAdmin} initialState={badges.dues ? 'attention' : undefined} />
    ) : key === 'posts' ? (
      <Posts isAdmin={isAdmin} />
    ) : (
      <Settings />
    );
  return (
    <Frame data-testid="association-home">
      <h1>
        {t('association.title')} {overview.associationName && <Muted>{overview.associationName}</Muted>}
      </h1>
      {!isAdmin && <p>{t('association.readOnly')}</p>}
      <Tabs
        aria-label={t('association.title')}
        activeKey={tab}
        onChange={(key) => go(key as Tab)}
        items={tabs.map((key) => ({ key, label: label(key), content: key !== tab ? null : content(key) }))}
      />
    </Frame>
  );
}
