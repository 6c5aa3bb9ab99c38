import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Spinner, useUiConfig } from '@platform/ui';
import { FunnelChart, SeriesChart } from '@platform/ui/charts';
import { useCrmDashboardQuery } from './customersApi';
import { formatCount, formatMoney, stageName } from './view';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 420px), 1fr));
  gap: ${({ theme }) => theme.space.lg}px;
  min-width: 0;
  section {
    min-width: 0;
    padding: ${({ theme }) => theme.space.lg}px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.lg}px;
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md}px;
    font-size: ${({ theme }) => theme.font.size.md}px;
  }
`;
const Figures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xl}px;
  margin: 0 0 ${({ theme }) => theme.space.lg}px;
  div {
    display: grid;
    gap: ${({ theme }) => theme.space.xs}px;
  }
  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl}px;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

/** 看板: the funnel by stage, pipeline figures, won by month and activities per member. */
export function Dashboard() {
  const { t } = useTranslation();
  const { locale } = useUiConfig();
  const { data, isLoading } = useCrmDashboardQuery();
  if (isLoading || !data) return <Spinner />;
  const empty = t('customers.dashboard.empty');
  const money = (n: number) => formatMoney(n, locale);
  const figures: [string, string][] = [
    [t('customers.dashboard.weighted'), money(data.weightedValue)],
    [t('customers.dashboard.open'), money(data.openAmount)],
    [t('customers.dashboard.customers'), formatCount(data.customers, locale)],
    [t('customers.dashboard.tasksDue'), formatCount(data.tasksDue, locale)],
  ];
  return (
    <div data-testid="crm-dashboard">
      <Figures>
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Figures>
      <Grid>
        <section>
          <h2>{t('customers.dashboard.funnel')}</h2>
          <FunnelChart
            label={t('customers.dashboard.funnel')}
            emptyText={empty}
            formatValue={money}
            stages={data.funnel.map((s) => ({ name: stageName(s, locale), count: s.count, value: s.amount }))}
          />
        </section>
        <section>
          <h2>{t('customers.dashboard.wonByMonth')}</h2>
          <SeriesChart
            label={t('customers.dashboard.wonByMonth')}
            emptyText={empty}
            categories={data.wonByMonth.map((m) => m.month)}
            series={[{ name: t('customers.dashboard.won'), values: data.wonByMonth.map((m) => m.amount) }]}
          />
        </section>
        <section>
          <h2>{t('customers.dashboard.activities')}</h2>
          <SeriesChart
            label={t('customers.dashboard.activities')}
            emptyText={empty}
            horizontal
            categories={data.activitiesByMember.map((m) => m.name)}
            series={[
              {
                name: t('customers.dashboard.activityCount'),
                values: data.activitiesByMember.map((m) => m.count),
              },
            ]}
          />
        </section>
      </Grid>
    </div>
  );
}
