import { useTranslation } from 'react-i18next';
import type { PatentStatsInput } from '@platform/contracts';
import { Spinner } from '@platform/ui';
import { SeriesChart } from '@platform/ui/charts';
import { usePatentStatsQuery } from './patentsApi';
import { Charts, Muted } from './styles';

/** The statistics of the chosen chain and/or province: kinds, applications a year, top IPC classes. */
export function StatsPanel({ scope }: { scope: PatentStatsInput }) {
  const { t } = useTranslation();
  const stats = usePatentStatsQuery(scope);
  const s = stats.data;
  const count = t('patents.count');
  return (
    <Charts aria-labelledby="patent-stats-title" data-testid="patent-stats">
      <h2 id="patent-stats-title">{t('patents.stats')}</h2>
      {!s && stats.isFetching && <Spinner />}
      {s && (
        <>
          <Muted style={{ gridColumn: '1 / -1' }}>{t('patents.statsTotal', { count: s.total })}</Muted>
          <div>
            <h3>{t('patents.byKind')}</h3>
            <SeriesChart
              label={t('patents.byKind')}
              categories={s.kinds.map((k) => t(`patents.kinds.${k.value}`))}
              series={[{ name: count, values: s.kinds.map((k) => k.count) }]}
              height={240}
              emptyText={t('patents.noData')}
            />
          </div>
          <div>
            <h3>{t('patents.byYear')}</h3>
            <SeriesChart
              label={t('patents.byYear')}
              categories={s.years.map((y) => String(y.year))}
              series={[{ name: count, values: s.years.map((y) => y.count) }]}
              height={240}
              emptyText={t('patents.noData')}
            />
          </div>
          <div>
            <h3>{t('patents.byIpc')}</h3>
            <SeriesChart
              label={t('patents.byIpc')}
              categories={s.ipcClasses.map((c) => c.value)}
              series={[{ name: count, values: s.ipcClasses.map((c) => c.count) }]}
              horizontal
              height={240}
              emptyText={t('patents.noData')}
            />
          </div>
        </>
      )}
    </Charts>
  );
}
