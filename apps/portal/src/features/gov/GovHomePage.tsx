import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Spinner, Tabs } from '@platform/ui';
import { Page } from '../../shared/layout/Page';
import { Appeals } from './Appeals';
import { Enterprises } from './Enterprises';
import { useGovDeskInfoQuery } from './govApi';
import { Notices } from './Notices';
import { Overview } from './Overview';
import { Settings } from './Settings';
import './i18n';

const Frame = styled(Page)`
  min-width: 0;
  overflow-wrap: anywhere;
`;

const TABS = ['overview', 'enterprises', 'appeals', 'notices', 'settings'] as const;
type Tab = (typeof TABS)[number];
const isTab = (v: string | null): v is Tab => (TABS as readonly string[]).includes(v ?? '');

/**
 * /politicsHome/politicsIndex, the 政企通 desk (business type 5): 概览 (figures and charts), 企业
 * (the region's companies), 诉求 (appeals and their steps), 通知 (notices) and 设置, by `?tab=`.
 */
export default function GovHomePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'overview';
  const { data: desk } = useGovDeskInfoQuery();
  const go = (next: Tab) => {
    const out = new URLSearchParams(params);
    if (next === 'overview') out.delete('tab');
    else out.set('tab', next);
    setParams(out);
  };
  return (
    <Frame data-testid="gov-home">
      <h1>{desk?.deskName || t('gov.title')}</h1>
      {!desk ? (
        <Spinner />
      ) : (
        <Tabs
          aria-label={t('gov.title')}
          activeKey={tab}
          onChange={(key) => go(key as Tab)}
          items={TABS.map((key) => ({
            key,
            label: t(`gov.tabs.${key}`),
            content:
              key !== tab ? null : key === 'overview' ? (
                <Overview />
              ) : key === 'enterprises' ? (
                <Enterprises regionSet={desk.regionCode !== ''} />
              ) : key === 'appeals' ? (
                <Appeals desk={desk} />
              ) : key === 'notices' ? (
                <Notices isAdmin={desk.isAdmin} />
              ) : (
                <Settings desk={desk} />
              ),
          }))}
        />
      )}
    </Frame>
  );
}
