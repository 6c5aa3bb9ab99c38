import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Empty, Select, Spinner, Table, formatThousands, type TableColumn } from '@platform/ui';
import { SALES_LIMITS } from '@platform/contracts/sales/limits';
import type { TeamDetail } from '@platform/contracts/sales/schemas';
import { useSalesTeamDetailQuery } from './salesApi';
import { Figures, Panel, Row, Wrap } from './styles';
import { TextLink } from './TextLink';
import './i18n';

type DetailRow = TeamDetail['rows'][number];
const MONTH_CHOICES = [3, 6, 12].filter((m) => m <= SALES_LIMITS.detailMonthsMax);

/**
 * /salesManagement/teamDetail?teamId=&months=: the team's users bound, paid orders and sales by
 * member and month (newest month first), with the period's totals. Members of the team only.
 */
export default function TeamDetailPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const teamId = params.get('teamId') ?? '';
  const months = MONTH_CHOICES.includes(Number(params.get('months')))
    ? Number(params.get('months'))
    : SALES_LIMITS.detailMonthsDefault;
  const detail = useSalesTeamDetailQuery({ teamId, months }, { skip: !/^\d{1,20}$/.test(teamId) });
  const amount = (v: number) => t('sales.amountValue', { amount: formatThousands(v, 2) });
  const columns: TableColumn<DetailRow>[] = [
    { key: 'month', title: t('sales.detail.month') },
    { key: 'memberName', title: t('sales.detail.member') },
    { key: 'registrations', title: t('sales.code.registrations'), align: 'right' },
    { key: 'paidOrders', title: t('sales.code.paidOrders'), align: 'right' },
    { key: 'amount', title: t('sales.code.amount'), align: 'right', render: (r) => amount(r.amount) },
  ];

  if (detail.isLoading) return <Spinner />;
  const data = detail.data;
  return (
    <Wrap data-testid="sales-team-detail">
      <h1>{data ? `${t('sales.detailTitle')} · ${data.team.name}` : t('sales.detailTitle')}</h1>
      <Row>
        <TextLink to="/salesManagement/salesTeam">{t('sales.detail.back')}</TextLink>
      </Row>
      {!data ? (
        <Empty description={t('sales.detail.notFound')} />
      ) : (
        <>
          <Panel aria-labelledby="sales-detail-totals">
            <Row>
              <h2 id="sales-detail-totals">{t('sales.detail.totals')}</h2>
              <Select
                label={t('sales.detail.months')}
                value={String(months)}
                placeholder={null}
                onChange={(value) => setParams({ teamId, months: String(value) }, { replace: true })}
                options={MONTH_CHOICES.map((m) => ({
                  value: String(m),
                  label: t('sales.detail.monthsValue', { months: m }),
                }))}
              />
            </Row>
            <Figures>
              <div>
                <dt>{t('sales.code.registrations')}</dt>
                <dd data-testid="sales-detail-registrations">{data.totals.registrations}</dd>
              </div>
              <div>
                <dt>{t('sales.code.paidOrders')}</dt>
                <dd data-testid="sales-detail-orders">{data.totals.paidOrders}</dd>
              </div>
              <div>
                <dt>{t('sales.code.amount')}</dt>
                <dd data-testid="sales-detail-amount">{amount(data.totals.amount)}</dd>
              </div>
            </Figures>
          </Panel>
          <Table
            aria-label={t('sales.detailTitle')}
            columns={columns}
            rows={data.rows}
            rowKey={(r) => `${r.month} ${r.sellCode}`}
          />
        </>
      )}
    </Wrap>
  );
}
