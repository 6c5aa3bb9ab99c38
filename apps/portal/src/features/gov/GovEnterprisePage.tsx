import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Spinner, Tabs } from '@platform/ui';
import { Page } from '../../shared/layout/Page';
import { AppealForm } from './AppealForm';
import { CompanyPicker } from './CompanyPicker';
import { useGovEntMeQuery, useGovEntNoticePageQuery } from './govApi';
import { MyAppeals } from './MyAppeals';
import { NoticeList } from './NoticeList';
import { Stack } from './styles';
import './i18n';

const Frame = styled(Page)`
  min-width: 0;
  overflow-wrap: anywhere;
`;

const TABS = ['appeals', 'submit', 'notices'] as const;
type Tab = (typeof TABS)[number];
const isTab = (v: string | null): v is Tab => (TABS as readonly string[]).includes(v ?? '');

/**
 * /serve/govAppeal, the enterprise side of 政企通 (login only, no purchase): the caller's company
 * (picked from the data set) and the desk serving its region; 我的诉求, 提交诉求 and 政府通知.
 */
export default function GovEnterprisePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'appeals';
  const { data: me } = useGovEntMeQuery();
  const go = (next: Tab) => {
    const out = new URLSearchParams(params);
    if (next === 'appeals') out.delete('tab');
    else out.set('tab', next);
    setParams(out);
  };
  if (!me) return <Spinner />;
  return (
    <Frame data-testid="gov-enterprise">
      <h1>{t('gov.enterprise.title')}</h1>
      <Stack>
        <p>{t('gov.enterprise.intro')}</p>
        <section aria-label={t('gov.enterprise.company')}>
          <h2>{t('gov.enterprise.company')}</h2>
          <p data-testid="gov-my-company">
            {me.company ? me.company.companyName : t('gov.enterprise.noCompany')}
          </p>
          {me.company && (
            <p>
              {me.desk
                ? t('gov.enterprise.desk', { desk: me.desk.deskName, region: me.desk.regionName })
                : t('gov.enterprise.noDesk')}
            </p>
          )}
          <CompanyPicker />
        </section>
        <Tabs
          aria-label={t('gov.enterprise.title')}
          activeKey={tab}
          onChange={(key) => go(key as Tab)}
          items={TABS.map((key) => ({
            key,
            label: t(`gov.enterprise.tabs.${key}`),
            content:
              key !== tab ? null : key === 'appeals' ? (
                <MyAppeals />
              ) : key === 'submit' ? (
                <AppealForm onSubmitted={() => go('appeals')} />
              ) : (
                <Inbox />
              ),
          }))}
        />
      </Stack>
    </Frame>
  );
}

function Inbox() {
  const { t } = useTranslation();
  const { data } = useGovEntNoticePageQuery({ current: 1, size: 20 });
  if (!data) return <Spinner />;
  return <NoticeList notices={data.records} empty={t('gov.enterprise.noticesEmpty')} desk={false} />;
}
