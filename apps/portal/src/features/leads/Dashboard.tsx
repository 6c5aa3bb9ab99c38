import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@platform/ui';
import { SeriesChart } from '@platform/ui/charts';
import { useDashboardQuery, useLeadDueQuery } from './leadsApi';
import { LEAD_STATUSES } from './limits';

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
      <Figures>
        <div>
          <dt>{t('leads.dashboard.total')}</dt>
          <dd>{LEAD_STATUSES.reduce((sum, s) => sum + status(s), 0)}</dd>
        </div>
        <div>
          <dt>{t('leads.dashboard.convertedTotal')}</dt>
          <dd>{status('converted')}</dd>
        </div>
        <div>
          <dt>{t('leads.dashboard.weekDone')}</dt>
          <dd>{data.followUpsThisWeek.reduce((sum, d) => sum + d.count, 0)}</dd>
        </div>
        <div>
          <dt>{t('leads.dashboard.overdue')}</dt>
          <dd>{due?.overdue ?? 0}</dd>
        </div>
      </Figures>
      <Grid>
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
      </Grid>
    </div>
  );
}
