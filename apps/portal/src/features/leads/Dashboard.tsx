import { useTranslation } from 'react-i18next';
import { Spinner } from '@platform/ui';
import { SeriesChart } from '@platform/ui/charts';
import { useDashboardQuery, useLeadDueQuery } from './leadsApi';
import { LEAD_STATUSES } from './limits';
import { DashboardFigures, DashboardGrid } from '../../shared/layout/Dashboard';

/** 看板: leads by status and by member, follow-ups this week, conversions per month. */
export function Dashboard() {
  const { t } = useTranslation();
  const { data, isLoading } = useDashboardQuery({});
  const { data: due } = useLeadDueQuery();
  if (isLoading || !data) return <Spinner />;
  const empty = t('leads.dashboard.empty');
  const status = (s: (typeof LEAD_STATUSES)[number]) => data.byStatus[s];
  return (
    <div data-testid="lead-dashboard">
      <DashboardFigures
        figures={[
          [t('leads.dashboard.total'), String(LEAD_STATUSES.reduce((sum, s) => sum + status(s), 0))],
          [t('leads.dashboard.convertedTotal'), String(status('converted'))],
          [
            t('leads.dashboard.weekDone'),
            String(data.followUpsThisWeek.reduce((sum, d) => sum + d.count, 0)),
          ],
          [t('leads.dashboard.overdue'), String(due?.overdue ?? 0)],
        ]}
      />
      <DashboardGrid>
        <section>
          <h2>{t('leads.dashboard.byStatus')}</h2>
          <SeriesChart
            label={t('leads.dashboard.byStatus')}
            emptyText={empty}
            categories={LEAD_STATUSES.map((s) => t(`leads.leadStatus.${s}`))}
            series={[{ name: t('leads.dashboard.leads'), values: LEAD_STATUSES.map(status) }]}
          />
        </section>
        <section>
          <h2>{t('leads.dashboard.byMember')}</h2>
          <SeriesChart
            label={t('leads.dashboard.byMember')}
            emptyText={empty}
            horizontal
            categories={data.byAssignee.map((m) =>
              m.assigneeId === null ? t('leads.leads.unassigned') : m.name,
            )}
            series={[
              { name: t('leads.dashboard.leads'), values: data.byAssignee.map((m) => m.total) },
              { name: t('leads.dashboard.converted'), values: data.byAssignee.map((m) => m.converted) },
            ]}
          />
        </section>
        <section>
          <h2>{t('leads.dashboard.followUps')}</h2>
          <SeriesChart
            label={t('leads.dashboard.followUps')}
            emptyText={empty}
            categories={data.followUpsThisWeek.map((d) => d.day.slice(5, 10))}
            series={[
              {
                name: t('leads.dashboard.followUpsDone'),
                values: data.followUpsThisWeek.map((d) => d.count),
              },
            ]}
          />
        </section>
        <section>
          <h2>{t('leads.dashboard.conversions')}</h2>
          <SeriesChart
            label={t('leads.dashboard.conversions')}
            emptyText={empty}
            categories={data.conversions.map((m) => m.month)}
            series={[
              {
                name: t('leads.dashboard.converted'),
                type: 'line',
                values: data.conversions.map((m) => m.count),
              },
            ]}
          />
        </section>
      </DashboardGrid>
    </div>
  );
}
