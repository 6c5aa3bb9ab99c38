import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, formatDateTime } from '@platform/ui';
import { useChainIndexPageQuery, useChainIndexRemoveMutation } from './chainApi';
import { mapPath } from './paths';
import { PlainRows } from './styles';

/** The chains the user opened lately (induindex/page), each removable (induindex/remove). */
export function RecentChains() {
  const { t } = useTranslation();
  const { data } = useChainIndexPageQuery({ current: 1, size: 8 });
  const [remove] = useChainIndexRemoveMutation();
  return (
    <section aria-labelledby="recent-chains-title">
      <h2 id="recent-chains-title">{t('chain.recent.title')}</h2>
      {data?.records.length === 0 && <p>{t('chain.recent.empty')}</p>}
      <PlainRows>
        {data?.records.map((r) => (
          <li key={r.chainCode}>
            <Link to={mapPath(r.chainCode)}>{r.chainName}</Link>
            <span>
              {t('chain.recent.visits', {
                count: r.visits,
                time: formatDateTime(r.lastVisitedAt),
              })}
            </span>
            <Button
              size="sm"
              aria-label={`${t('chain.recent.forget')}：${r.chainName}`}
              onClick={() =>
                void remove({ induChainId: r.chainCode })
                  .unwrap()
                  .catch(() => undefined)
              }
            >
              {t('chain.recent.forget')}
            </Button>
          </li>
        ))}
      </PlainRows>
    </section>
  );
}
