import { useTranslation } from 'react-i18next';
import { Spinner, useUiConfig } from '@platform/ui';
import { SeriesChart } from '@platform/ui/charts';
import { DashboardFigures, DashboardGrid } from '../../shared/layout/Dashboard';
import { useAssocOverviewQuery, useAssocStatsQuery } from './associationApi';
import { formatYuan, levelLabel } from './view';

/** 概览: the badges' figures, members by level, industry and region, and this year's dues. */
export function Overview() {
  const { t } = useTranslation();
  const { locale } = useUiConfig();
  const { data: overview } = useAssocOverviewQuery();
  const { data, isLoading } = useAssocStatsQuery();
  if (isLoading || !data || !overview) return <Spinner />;
  const empty = t('association.overview.empty');
  const unknown = t('association.overview.unknown');
  const money = (n: number) => formatYuan(n, locale);
  const figures: [string, string][] = [
    [t('association.overview.members'), String(overview.activeMembers)],
    [t('association.overview.pending'), String(overview.pendingApplications)],
    [t('association.overview.overdue'), String(overview.duesOverdue)],
    [t('association.overview.soon'), String(overview.duesSoon)],
  ];
  const top = (rows: AssocRows) => rows.slice(0, 10);
  const duesTitle = t('association.overview.dues', { year: data.dues.year });
  return (
    <div data-testid="assoc-overview">
      <DashboardFigures figures={figures} />
      <DashboardGrid>
        <section>
          <h2>{t('association.overview.byLevel')}</h2>
          <SeriesChart
            label={t('association.overview.byLevel')}
            emptyText={empty}
            categories={data.byLevel.map((l) => levelLabel(l.name, locale))}
            series={[{ name: t('association.overview.count'), values: data.byLevel.map((l) => l.count) }]}
          />
        </section>
        <section>
          <h2>{duesTitle}</h2>
          <SeriesChart
            label={duesTitle}
            emptyText={empty}
            categories={[
              t('association.overview.collected'),
              t('association.overview.outstanding'),
              t('association.overview.overdueAmount'),
            ]}
            series={[
              {
                name: t('association.overview.amount'),
                values: [data.dues.collected, data.dues.outstanding, data.dues.overdue],
              },
            ]}
          />
          <p data-testid="assoc-dues-collected">
            {t('association.overview.collected')} {money(data.dues.collected)} ·{' '}
            {t('association.overview.outstanding')} {money(data.dues.outstanding)}
          </p>
        </section>
        <section>
          <h2>{t('association.overview.byIndustry')}</h2>
          <SeriesChart
            label={t('association.overview.byIndustry')}
            emptyText={empty}
            horizontal
            categories={top(data.byIndustry).map((r) => r.name || unknown)}
            series={[
              { name: t('association.overview.count'), values: top(data.byIndustry).map((r) => r.count) },
            ]}
          />
        </section>
        <section>
          <h2>{t('association.overview.byRegion')}</h2>
          <SeriesChart
            label={t('association.overview.byRegion')}
            emptyText={empty}
            horizontal
            categories={top(data.byRegion).map((r) => r.name || unknown)}
            series={[
              { name: t('association.overview.count'), values: top(data.byRegion).map((r) => r.count) },
            ]}
          />
        </section>
      </DashboardGrid>
    </div>
  );
}

type AssocRows = Array<{ key: string | null; name: string; count: number }>;
