import { useTranslation } from 'react-i18next';
import { Spinner, useUiConfig } from '@platform/ui';
import { FunnelChart, SeriesChart } from '@platform/ui/charts';
import { useCrmDashboardQuery } from './customersApi';
import { DashboardFigures, DashboardGrid } from '../../shared/layout/Dashboard';
import { formatCount, formatMoney, stageName } from './view';

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
      <DashboardFigures figures={figures} />
      <DashboardGrid>
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
      </DashboardGrid>
    </div>
  );
}
