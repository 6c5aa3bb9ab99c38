import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  Button,
  Empty,
  Spinner,
  Table,
  Tag,
  formatDateTime,
  formatThousands,
  type TableColumn,
} from '@platform/ui';
import { BusinessType, MealCode, NATIONWIDE_REGION } from '@platform/contracts/constants';
import type { OrderRow } from '@platform/contracts';
import { useAppDispatch } from '../../shared/store/hooks';
import { useGoodsWords } from '../../shared/i18n/goods';
import { useReportNumQuery, REPORT_COUNT_ARGS } from '../../shared/api/reportCountApi';
import { membershipApi, openVip } from '../membership';
import { ordersApi } from '../orders';
import { useChainExportCountQuery } from '../chain';
import { regionName, useRegionNames } from '../enterprise';
import { useLeadExportQuotaQuery, useLiveServicesQuery, useSeatUseQuery } from './equityApi';
import { SERVICE_OF_TYPE, daysUntil } from './services';
import './i18n';

const Wrap = styled.div`
  padding: ${({ theme }) => theme.space.xl}px;
  h1 {
    font-size: ${({ theme }) => theme.font.size.xl}px;
    margin: 0 0 ${({ theme }) => theme.space.lg}px;
  }
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg}px;
    margin: 0 0 ${({ theme }) => theme.space.sm}px;
  }
`;

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space.md}px;
  margin-bottom: ${({ theme }) => theme.space.lg}px;
`;

const Card = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md}px;
  padding: ${({ theme }) => theme.space.md}px ${({ theme }) => theme.space.lg}px;
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.md}px;
    margin: 0 0 ${({ theme }) => theme.space.sm}px;
  }
  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  dd {
    margin: 0;
  }
`;

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space.lg}px;
`;

const Heading = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const Meter = styled.meter`
  width: 100%;
  height: 8px;
`;

const Quotas = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.md}px;
  }
`;

const BrandLink = styled(Link)`
  color: ${({ theme }) => theme.colors.brand[500]};
`;

interface ServiceRow {
  businessType: number;
  regions: string[];
  expireTime: string;
}

/**
 * /expenseCenter/userAccountDetail, 我的权益: the tenant's membership with its seats, the trial,
 * the live professional services with their regions and days left, the allowances left (reports,
 * chain exports, lead exports where bought) and the latest purchases.
 */
export default function EquityPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { goodsTime, mealName } = useGoodsWords();
  const member = membershipApi.useMemberInfoQuery({});
  const trial = membershipApi.useTrialInfoQuery({});
  const seats = useSeatUseQuery({});
  const services = useLiveServicesQuery({});
  const reports = useReportNumQuery(REPORT_COUNT_ARGS);
  const chainExports = useChainExportCountQuery({});
  const hasLeads = Boolean(services.data?.some((s) => s.businessType === BusinessType.CUSTOMER_ACQUISITION));
  const leadExports = useLeadExportQuotaQuery({}, { skip: !hasLeads });
  const orders = ordersApi.useOrderPageQuery({ current: 1, size: 5, status: 1 });
  const regions = useRegionNames();

  if (member.isLoading || services.isLoading) return <Spinner />;

  const info = member.data;
  const regionText = (codes: string[]) =>
    codes
      .map((c) => (c === NATIONWIDE_REGION ? t('equity.services.nationwide') : regionName(regions, c) || c))
      .join('、');

  const columns: TableColumn<ServiceRow>[] = [
    {
      key: 'service',
      title: t('equity.services.service'),
      render: (s) => t(`menu.${SERVICE_OF_TYPE[s.businessType]?.menu ?? 'serve'}` as 'menu.serve'),
    },
    { key: 'regions', title: t('equity.services.regions'), render: (s) => regionText(s.regions) },
    { key: 'expire', title: t('equity.services.expire'), render: (s) => s.expireTime.slice(0, 10) },
    {
      key: 'left',
      title: t('equity.services.daysLeft'),
      render: (s) => t('equity.services.days', { days: daysUntil(s.expireTime) }),
    },
    {
      key: 'enter',
      title: '',
      render: (s) => {
        const home = SERVICE_OF_TYPE[s.businessType]?.home;
        return home ? <BrandLink to={home}>{t('equity.services.enter')}</BrandLink> : null;
      },
    },
  ];

  const quota = (label: string, data: { total: number; remaining: number } | undefined) =>
    data && (
      <li>
        <span>{label}</span>
        <span>
          {t('equity.quotas.remaining', { remaining: formatThousands(data.remaining) })}{' '}
          {t('equity.quotas.of', { total: formatThousands(data.total) })}
        </span>
      </li>
    );

  return (
    <Wrap data-testid="equity">
      <h1>{t('equity.title')}</h1>
      <Cards>
        <Card aria-labelledby="equity-membership">
          <h2 id="equity-membership">{t('equity.membership.heading')}</h2>
          <dl>
            <dt>{t('equity.membership.edition')}</dt>
            <dd data-testid="equity-edition">
              {info?.isMember && info.mealCode ? mealName(info.mealCode, '') : t('equity.membership.none')}
            </dd>
            {info?.expireTime && (
              <>
                <dt>{t('equity.membership.expire')}</dt>
                <dd>{info.expireTime.slice(0, 10)}</dd>
              </>
            )}
            {seats.data && (
              <>
                <dt>{t('equity.membership.seats')}</dt>
                <dd data-testid="equity-seats">
                  {t('equity.membership.seatsValue', {
                    used: seats.data.usedNum,
                    total: seats.data.accountNum,
                  })}
                </dd>
              </>
            )}
          </dl>
          {seats.data && (
            <Meter
              aria-label={t('equity.membership.seatsLabel')}
              min={0}
              max={Math.max(1, seats.data.accountNum)}
              value={Math.min(seats.data.usedNum, seats.data.accountNum)}
            />
          )}
          <Button
            size="sm"
            variant={info?.isMember ? 'default' : 'primary'}
            onClick={() =>
              openVip(
                dispatch,
                info?.mealCode === MealCode.ENTERPRISE ? MealCode.ENTERPRISE : MealCode.PERSONAL,
              )
            }
          >
            {info?.isMember ? t('equity.membership.renew') : t('equity.membership.open')}
          </Button>
        </Card>
        <Card aria-labelledby="equity-trial">
          <h2 id="equity-trial">{t('equity.trial.heading')}</h2>
          <p data-testid="equity-trial">
            {trial.data?.activeUntil
              ? t('equity.trial.active', { until: trial.data.activeUntil.slice(0, 10) })
              : trial.data?.used
                ? t('equity.trial.used')
                : t('equity.trial.available', { days: trial.data?.day ?? 0 })}
          </p>
        </Card>
        <Card aria-labelledby="equity-quotas">
          <h2 id="equity-quotas">{t('equity.quotas.heading')}</h2>
          <Quotas>
            {reports.data !== undefined && (
              <li>
                <span>{t('equity.quotas.reports')}</span>
                <span data-testid="equity-reports">
                  {t('equity.quotas.remaining', { remaining: formatThousands(reports.data) })}
                </span>
              </li>
            )}
            {quota(t('equity.quotas.chainExports'), chainExports.data)}
            {hasLeads && quota(t('equity.quotas.leadExports'), leadExports.data)}
          </Quotas>
        </Card>
      </Cards>

      <Section aria-labelledby="equity-services">
        <h2 id="equity-services">{t('equity.services.heading')}</h2>
        {services.data?.length ? (
          <Table
            aria-label={t('equity.services.heading')}
            columns={columns}
            rows={services.data}
            rowKey={(s) => String(s.businessType)}
          />
        ) : (
          <Empty description={t('equity.services.none')} />
        )}
      </Section>

      <Section aria-labelledby="equity-history">
        <Heading>
          <h2 id="equity-history">{t('equity.history.heading')}</h2>
          <BrandLink to="/expenseCenter/orderManagement">{t('equity.history.all')}</BrandLink>
        </Heading>
        {orders.data?.records.length ? (
          <Table<OrderRow>
            columns={[
              {
                key: 'goods',
                title: t('equity.services.service'),
                render: (o) =>
                  t('equity.history.goods', {
                    meal: mealName(o.mealCode, o.mealName),
                    time: goodsTime(o.goodsTime),
                    seats: o.accountNum,
                  }),
              },
              {
                key: 'price',
                title: t('equity.history.amount'),
                align: 'right',
                render: (o) => `¥${formatThousands(o.price, 2)}`,
              },
              {
                key: 'payTime',
                title: t('equity.history.paidAt'),
                render: (o) => formatDateTime(o.payTime) || '-',
              },
              {
                key: 'tag',
                title: '',
                render: (o) => <Tag tone="success">{o.outTradeNo}</Tag>,
              },
            ]}
            rows={orders.data.records}
            aria-label={t('equity.history.heading')}
            rowKey={(o) => o.outTradeNo}
          />
        ) : (
          <Empty description={t('equity.history.none')} />
        )}
      </Section>
    </Wrap>
  );
}
