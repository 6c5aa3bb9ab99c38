import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { profilePath } from '../enterprise';
import {
  useChainRecommendQuery,
  useChainStatisticsQuery,
  useChainTalentRecommendQuery,
  useChainTechnicalRecommendQuery,
} from './chainApi';
import { StatBars } from './StatBars';

const Panel = styled.section`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space.lg}px;
  padding: ${({ theme }) => theme.space.lg}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg}px;
  h2 {
    grid-column: 1 / -1;
    margin: 0;
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm}px;
    font-size: ${({ theme }) => theme.font.size.md}px;
  }
  ol {
    margin: 0;
  }
`;

export interface ChainStatsPanelProps {
  chainCode: string;
  nodeCode?: string;
  /** A province (2 digits): its cities are counted instead of the provinces. */
  regionCode?: string;
}

/** A chain's (or node's) companies by region, status, capital and decade, and its strongest companies. */
export function ChainStatsPanel({ chainCode, nodeCode, regionCode }: ChainStatsPanelProps) {
  const { t } = useTranslation();
  const scope = {
    induChainId: chainCode,
    ...(nodeCode ? { nodeCode } : {}),
    ...(regionCode ? { regionCode } : {}),
  };
  const { data } = useChainStatisticsQuery(scope);
  const { data: strongest } = useChainRecommendQuery({ ...scope, size: 5 });
  const { data: technologies } = useChainTechnicalRecommendQuery({ ...scope, size: 5 });
  const { data: talents } = useChainTalentRecommendQuery({ ...scope, size: 5 });
  if (!data) return null;
  return (
    <Panel aria-label={t('chain.stats.title')}>
      <h2>{t('chain.stats.title')}</h2>
      <p role="status">{t('chain.stats.summary', { total: data.total, listed: data.listed })}</p>
      <div>
        <h3>{t(regionCode ? 'chain.stats.cities' : 'chain.stats.provinces')}</h3>
        <StatBars
          label={t(regionCode ? 'chain.stats.cities' : 'chain.stats.provinces')}
          rows={data.regions}
        />
      </div>
      <div>
        <h3>{t('chain.stats.statuses')}</h3>
        <StatBars label={t('chain.stats.statuses')} rows={data.statuses} />
      </div>
      <div>
        <h3>{t('chain.stats.capital')}</h3>
        <StatBars label={t('chain.stats.capital')} rows={data.capital} />
      </div>
      <div>
        <h3>{t('chain.stats.founded')}</h3>
        <StatBars label={t('chain.stats.founded')} rows={data.founded} />
      </div>
      {strongest && strongest.length > 0 && (
        <div>
          <h3>{t('chain.stats.recommended')}</h3>
          <ol aria-label={t('chain.stats.recommended')}>
            {strongest.map((c) => (
              <li key={c.companyId}>
                <Link to={profilePath(c.companyId)}>{c.companyName}</Link> · {c.area}
              </li>
            ))}
          </ol>
        </div>
      )}
      {technologies && technologies.length > 0 && (
        <div>
          <h3>{t('chain.stats.technologies')}</h3>
          <ol aria-label={t('chain.stats.technologies')}>
            {technologies.map((x) => (
              <li key={x.tag}>
                {t('chain.stats.technology', { tag: x.tag, count: x.companyCount, recent: x.recentCount })}
              </li>
            ))}
          </ol>
        </div>
      )}
      {talents && talents.length > 0 && (
        <div>
          <h3>{t('chain.stats.talents')}</h3>
          <ol aria-label={t('chain.stats.talents')}>
            {talents.map((p) => (
              <li key={p.companyId}>
                {t('chain.stats.talent', {
                  name: p.name,
                  company: p.companyName,
                  role: t(`chain.stats.roles.${p.role}`),
                })}{' '}
                <Link to={profilePath(p.companyId)} aria-label={p.companyName}>
                  ↗
                </Link>
              </li>
            ))}
          </ol>
        </div>
      )}
    </Panel>
  );
}
