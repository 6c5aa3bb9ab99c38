import { useTranslation } from 'react-i18next';
import { useTrackStatsQuery } from './industryTrackingApi';
import { Bar, Muted, Stats } from './styles';

/** The last 30 days of the follows (or one): events by kind and by chain node, as bars. */
export function StatsPanel({ followId }: { followId: string }) {
  const { t } = useTranslation();
  const stats = useTrackStatsQuery(followId ? { followId } : {});
  if (!stats.data) return null;
  const { days, total, byKind, byNode } = stats.data;
  const maxKind = Math.max(1, ...byKind.map((k) => k.count));
  const maxNode = Math.max(1, ...byNode.map((n) => n.count));
  return (
    <Stats aria-labelledby="track-stats-title" data-testid="track-stats">
      <h2 id="track-stats-title">
        {t('industryTracking.stats', { days })} · {t('industryTracking.statsTotal', { count: total })}
      </h2>
      {total === 0 ? (
        <Muted>{t('industryTracking.statsEmpty')}</Muted>
      ) : (
        <>
          <div>
            <h3>{t('industryTracking.byKind')}</h3>
            <ol>
              {byKind.map((k) => (
                <Bar key={k.kind} $share={k.count / maxKind}>
                  <span>{t(`industryTracking.kinds.${k.kind}`)}</span>
                  <span>{k.count}</span>
                </Bar>
              ))}
            </ol>
          </div>
          <div>
            <h3>{t('industryTracking.byNode')}</h3>
            <ol>
              {byNode.map((n) => (
                <Bar key={n.code} $share={n.count / maxNode}>
                  <span>{n.name}</span>
                  <span>{n.count}</span>
                </Bar>
              ))}
            </ol>
          </div>
        </>
      )}
    </Stats>
  );
}
