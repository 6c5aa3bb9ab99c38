import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Empty, Spinner } from '@platform/ui';
import { SeriesChart } from '@platform/ui/charts';
import { useGeneCodeQuery, useInvestDistributionQuery, useSupplyRelationsQuery } from './analysisApi';
import { Block, ChartGrid, Figures, Muted, PlainList, Summary } from './styles';
import type { ProfileHref } from './types';

const TOP = 12;

/** Where the company's holdings are: by province and by industry. */
export function DistributionPanel({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const { data } = useInvestDistributionQuery({ entId: companyId, entType: 'company' });
  if (!data) return <Spinner />;
  const chart = (title: string, rows: typeof data.regions) => (
    <Block>
      <h3>{title}</h3>
      <SeriesChart
        label={title}
        horizontal
        height={280}
        categories={rows.slice(0, TOP).map((r) => r.name)}
        series={[{ name: t('analysis.distribution.count'), values: rows.slice(0, TOP).map((r) => r.count) }]}
      />
    </Block>
  );
  return (
    <div data-testid="distribution-panel">
      <Summary role="status">{t('analysis.distribution.total', { count: data.total })}</Summary>
      <ChartGrid>
        {chart(t('analysis.distribution.regions'), data.regions)}
        {chart(t('analysis.distribution.industries'), data.industries)}
      </ChartGrid>
    </div>
  );
}

/** Likely suppliers upstream and customers downstream of the company's chain nodes. */
export function SupplyPanel({ companyId, profileHref }: { companyId: string; profileHref: ProfileHref }) {
  const { t } = useTranslation();
  const { data } = useSupplyRelationsQuery({ companyId });
  if (!data) return <Spinner />;
  const list = (title: string, rows: typeof data.suppliers) => (
    <Block>
      <h3>{title}</h3>
      {rows.length === 0 ? (
        <Empty />
      ) : (
        <PlainList aria-label={title}>
          {rows.map((r) => (
            <li key={r.companyId}>
              <Link to={profileHref(r.companyId)}>{r.companyName}</Link>
              <Muted>
                {r.chainName} · {r.nodeName} · {r.area}
              </Muted>
            </li>
          ))}
        </PlainList>
      )}
    </Block>
  );
  return (
    <ChartGrid data-testid="supply-panel">
      {list(t('analysis.supply.suppliers'), data.suppliers)}
      {list(t('analysis.supply.customers'), data.customers)}
    </ChartGrid>
  );
}

const GENE_KEYS = [
  'industry',
  'chain',
  'technology',
  'qualification',
  'scale',
  'stage',
  'capability',
] as const;

/** The company's gene code and the segments it is made of. */
export function GenePanel({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const { data } = useGeneCodeQuery({ companyId });
  if (!data) return <Spinner />;
  const values = new Map(data.segments.map((s) => [s.key, s.values]));
  return (
    <div data-testid="gene-panel">
      <Summary>
        {t('analysis.gene.code')}: <code>{data.code}</code>
      </Summary>
      <Figures aria-label={t('analysis.company.gene')}>
        {GENE_KEYS.map((key) => (
          <div key={key}>
            <dt>{t(`analysis.gene.${key}`)}</dt>
            <dd>{values.get(key)?.join('、') || t('analysis.gene.none')}</dd>
          </div>
        ))}
      </Figures>
    </div>
  );
}
