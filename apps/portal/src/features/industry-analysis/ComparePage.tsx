import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  ANALYSIS_CAPABILITY_KEYS,
  INDUSTRY_ANALYSIS_LIMITS as L,
  type IndustryCompare,
} from '@platform/contracts';
import { Button, Empty, IconClose, Spinner, Table, formatThousands } from '@platform/ui';
import { RadarChart, SeriesChart } from '@platform/ui/charts';
import { AreaSelector } from '@platform/ui/domain';
import { Page } from '../../shared/layout/Page';
import { ChainSelect } from './ChainSelect';
import { useIndustryCompareQuery } from './industryAnalysisApi';
import { useLabels } from './labels';
import { Charts, Filters, Intro, Leader, Muted, Problem, Section } from './styles';
import './i18n';

type Row = IndustryCompare['rows'][number];

/**
 * /serve/induCompare: two to four different regions on one chain (?regionCodes=a,b&chainCode=):
 * the capability radar, the metrics side by side with the leader of each row marked, and the
 * bands and growth of each region in the same charts.
 */
export default function ComparePage() {
  const { t } = useTranslation();
  const label = useLabels();
  const [params, setParams] = useSearchParams();
  const appliedCodes = (params.get('regionCodes') ?? '').split(',').filter(Boolean);
  const applied = { regionCodes: appliedCodes.join(','), chainCode: params.get('chainCode') ?? '' };
  const [codes, setCodes] = useState<string[]>(appliedCodes.length ? appliedCodes : ['', '']);
  const [chainCode, setChainCode] = useState(applied.chainCode);
  const chosen = codes.filter(Boolean);
  const duplicate = new Set(chosen).size !== chosen.length;
  const canCompare = chosen.length >= L.compareMin && !duplicate && Boolean(chainCode);
  const ready =
    appliedCodes.length >= L.compareMin && appliedCodes.length <= L.compareMax && Boolean(applied.chainCode);
  const result = useIndustryCompareQuery(applied as never, { skip: !ready });
  const error = (result.error as { message?: string } | undefined)?.message;
  const c = result.data;
  const noData = t('industryAnalysis.noData');
  const grouped = (
    title: string,
    pick: (r: IndustryCompare['regions'][number]) => Array<{ key: string; count: number }>,
    name: (k: string) => string,
  ) => {
    const keys = c ? [...new Set(c.regions.flatMap((r) => pick(r).map((b) => b.key)))] : [];
    return (
      <div>
        <h3>{title}</h3>
        <SeriesChart
          label={title}
          categories={keys.map(name)}
          series={(c?.regions ?? []).map((r) => ({
            name: r.regionName,
            values: keys.map((k) => pick(r).find((b) => b.key === k)?.count ?? 0),
          }))}
          height={260}
          emptyText={noData}
        />
      </div>
    );
  };
  const valueOf = (row: Row, i: number) =>
    row.metric === 'nationShare' ? `${row.values[i]}%` : formatThousands(row.values[i] ?? 0);

  return (
    <Page aria-labelledby="ic-title">
      <h1 id="ic-title">{t('industryAnalysis.compareTitle')}</h1>
      <Intro>
        {t('industryAnalysis.compareIntro')}{' '}
        <Link to="/serve/induAnalysis">{t('industryAnalysis.goAnalysis')}</Link>
      </Intro>
      <Filters
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          if (canCompare) setParams({ regionCodes: chosen.join(','), chainCode });
        }}
      >
        {codes.map((code, i) => (
          <div key={i} style={{ display: 'flex', alignItems: 'flex-end', gap: 4 }}>
            <AreaSelector
              label={t('industryAnalysis.regionN', { n: i + 1 })}
              placeholder={t('industryAnalysis.regionPlaceholder')}
              excludeNationwide
              value={code}
              onChange={(v) => setCodes((cs) => cs.map((x, j) => (j === i ? v : x)))}
            />
            {codes.length > L.compareMin && (
              <Button
                aria-label={t('industryAnalysis.removeRegion', {
                  name: t('industryAnalysis.regionN', { n: i + 1 }),
                })}
                onClick={() => setCodes((cs) => cs.filter((_, j) => j !== i))}
              >
                <IconClose />
              </Button>
            )}
          </div>
        ))}
        {codes.length < L.compareMax && (
          <Button onClick={() => setCodes((cs) => [...cs, ''])}>{t('industryAnalysis.addRegion')}</Button>
        )}
        <ChainSelect value={chainCode} onChange={setChainCode} />
        <Button type="submit" variant="primary" disabled={!canCompare}>
          {t('industryAnalysis.compare')}
        </Button>
      </Filters>
      {duplicate && <Problem role="alert">{t('industryAnalysis.duplicate')}</Problem>}
      {!ready && <Empty description={t('industryAnalysis.chooseCompare')} />}
      {ready && error && <Problem role="alert">{error}</Problem>}
      {ready && result.isFetching && !c && <Spinner />}
      {ready && c && !error && (
        <>
          <h2 data-testid="ic-heading">{c.chainName}</h2>
          <Section aria-labelledby="ic-radar">
            <h2 id="ic-radar">{t('industryAnalysis.radar')}</h2>
            <RadarChart
              label={t('industryAnalysis.radar')}
              axes={ANALYSIS_CAPABILITY_KEYS.map((k) => ({
                name: t(`industryAnalysis.capabilities.${k}`),
                max: 100,
              }))}
              series={c.regions.map((r) => ({
                name: r.regionName,
                values: ANALYSIS_CAPABILITY_KEYS.map((k) => r.scores[k]),
              }))}
              emptyText={noData}
            />
            <Muted>{t('industryAnalysis.radarNote')}</Muted>
          </Section>
          <Section aria-labelledby="ic-table">
            <h2 id="ic-table">{t('industryAnalysis.table')}</h2>
            <Table
              rowKey={(r) => r.metric}
              rows={c.rows}
              columns={[
                {
                  key: 'metric',
                  title: t('industryAnalysis.metric'),
                  render: (r) => t(`industryAnalysis.metrics.${r.metric}`),
                },
                ...c.regions.map((region, i) => ({
                  key: region.regionCode,
                  title: region.regionName,
                  align: 'right' as const,
                  render: (r: Row) =>
                    r.leaders.includes(region.regionCode) ? (
                      <Leader data-leader="true">
                        {valueOf(r, i)} · {t('industryAnalysis.leader')}
                      </Leader>
                    ) : (
                      valueOf(r, i)
                    ),
                })),
              ]}
            />
          </Section>
          <Charts aria-label={t('industryAnalysis.summary')}>
            <div className="wide">
              <h3>{t('industryAnalysis.growth')}</h3>
              <SeriesChart
                label={t('industryAnalysis.growth')}
                categories={(c.regions[0]?.growth ?? []).map((g) => String(g.year))}
                series={c.regions.map((r) => ({
                  name: r.regionName,
                  type: 'line' as const,
                  values: r.growth.map((g) => g.count),
                }))}
                height={260}
                emptyText={noData}
              />
            </div>
            {grouped(t('industryAnalysis.byCapital'), (r) => r.capitalBands, label.capitalBand)}
            {grouped(t('industryAnalysis.byAge'), (r) => r.ageBands, label.ageBand)}
            {grouped(t('industryAnalysis.byScale'), (r) => r.scales, label.scale)}
            {grouped(t('industryAnalysis.byStatus'), (r) => r.statuses, label.status)}
            <div className="wide">
              <h3>{t('industryAnalysis.byNode')}</h3>
              <SeriesChart
                label={t('industryAnalysis.byNode')}
                categories={(c.regions[0]?.nodes ?? []).filter((n) => n.level === 1).map((n) => n.nodeName)}
                series={c.regions.map((r) => ({
                  name: r.regionName,
                  values: r.nodes.filter((n) => n.level === 1).map((n) => n.companies),
                }))}
                height={260}
                emptyText={noData}
              />
            </div>
          </Charts>
        </>
      )}
    </Page>
  );
}
