import { useTranslation } from 'react-i18next';
import { Spinner } from '@platform/ui';
import { SeriesChart } from '@platform/ui/charts';
import { DashboardFigures, DashboardGrid } from '../../shared/layout/Dashboard';
import { useGovStatsQuery } from './govApi';

/** 概览: the desk's appeal figures and charts by state, category and department. */
export function Overview() {
  const { t } = useTranslation();
  const { data } = useGovStatsQuery();
  if (!data) return <Spinner />;
  const none = t('gov.overview.none');
  const figures: [string, string][] = [
    [t('gov.overview.total'), String(data.total)],
    [t('gov.overview.open'), String(data.open)],
    [t('gov.overview.overdue'), String(data.overdue)],
    [t('gov.overview.avgHours'), data.avgAnswerHours === null ? none : String(data.avgAnswerHours)],
    [t('gov.overview.avgRating'), data.avgRating === null ? none : String(data.avgRating)],
  ];
  const chart = (title: string, rows: { name: string; count: number }[], horizontal = false) => (
    <section>
      <h2>{title}</h2>
      <SeriesChart
        label={title}
        emptyText={t('gov.overview.empty')}
        horizontal={horizontal}
        categories={rows.map((r) => r.name)}
        series={[{ name: t('gov.overview.count'), values: rows.map((r) => r.count) }]}
      />
    </section>
  );
  return (
    <div data-testid="gov-overview">
      <DashboardFigures figures={figures} />
      <DashboardGrid>
        {chart(
          t('gov.overview.byState'),
          data.byState.map((s) => ({ name: t(`gov.states.${s.key as 'submitted'}`), count: s.count })),
        )}
        {chart(
          t('gov.overview.byCategory'),
          data.byCategory.map((c) => ({ name: t(`gov.categories.${c.key as 'policy'}`), count: c.count })),
        )}
        {chart(t('gov.overview.byDepartment'), data.byDepartment, true)}
      </DashboardGrid>
    </div>
  );
}
