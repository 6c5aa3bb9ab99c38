import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { IndustryAnalysis } from '@platform/contracts';
import { Table, formatThousands } from '@platform/ui';
import { SeriesChart } from '@platform/ui/charts';
import { profilePath } from '../enterprise';
import { Charts, Figures, Section } from './styles';
import { useLabels } from './labels';

type Analysis = IndustryAnalysis;

/** One region's analysis: the figures, the charts, the nodes against the nation and the top companies. */
export function AnalysisView({ analysis: a }: { analysis: Analysis }) {
  const { t } = useTranslation();
  const label = useLabels();
  const count = t('industryAnalysis.companiesUnit');
  const noData = t('industryAnalysis.noData');
  const s = a.summary;
  const figures: Array<[string, string]> = [
    [t('industryAnalysis.metrics.companies'), formatThousands(s.companies)],
    [t('industryAnalysis.metrics.capital'), formatThousands(s.capital)],
    [t('industryAnalysis.metrics.avgCapital'), formatThousands(s.avgCapital)],
    [t('industryAnalysis.metrics.newCompanies'), formatThousands(s.newCompanies)],
    [t('industryAnalysis.metrics.patenting'), formatThousands(s.patenting)],
    [t('industryAnalysis.metrics.listed'), formatThousands(s.listed)],
    [
      t('industryAnalysis.metrics.nodesPresent'),
      t('industryAnalysis.nodesCovered', { present: s.nodesPresent, total: s.nodesTotal }),
    ],
    [t('industryAnalysis.metrics.nationShare'), `${s.nationShare}%`],
  ];
  const bar = (
    title: string,
    buckets: Array<{ key: string; count: number }>,
    name: (k: string) => string,
    horizontal = false,
  ) => (
    <div>
      <h3>{title}</h3>
      <SeriesChart
        label={title}
        categories={buckets.map((b) => name(b.key))}
        series={[{ name: count, values: buckets.map((b) => b.count) }]}
        horizontal={horizontal}
        height={240}
        emptyText={noData}
      />
    </div>
  );
  const topNodes = a.nodes.filter((n) => n.level <= 2);
  return (
    <>
      <Section aria-labelledby="ia-summary">
        <h2 id="ia-summary">{t('industryAnalysis.summary')}</h2>
        <Figures data-testid="ia-figures">
          {figures.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </Figures>
      </Section>
      <Charts aria-label={t('industryAnalysis.byNode')}>
        <div className="wide">
          <h3>{t('industryAnalysis.byNode')}</h3>
          <SeriesChart
            label={t('industryAnalysis.byNode')}
            categories={topNodes.map((n) => n.nodeName)}
            series={[{ name: count, values: topNodes.map((n) => n.companies) }]}
            horizontal
            height={Math.max(240, topNodes.length * 22)}
            emptyText={noData}
          />
        </div>
        <div className="wide">
          <h3>{t('industryAnalysis.growth')}</h3>
          <SeriesChart
            label={t('industryAnalysis.growth')}
            categories={a.growth.map((g) => String(g.year))}
            series={[{ name: count, values: a.growth.map((g) => g.count), type: 'line' }]}
            height={240}
            emptyText={noData}
          />
        </div>
        {bar(t('industryAnalysis.byCapital'), a.capitalBands, label.capitalBand)}
        {bar(t('industryAnalysis.byAge'), a.ageBands, label.ageBand)}
        {bar(t('industryAnalysis.byStatus'), a.statuses, label.status)}
        {bar(t('industryAnalysis.byScale'), a.scales, label.scale)}
        {bar(t('industryAnalysis.byQualification'), a.qualifications, label.qualification, true)}
      </Charts>
      <Section aria-labelledby="ia-nodes">
        <h2 id="ia-nodes">{t('industryAnalysis.nodeTable')}</h2>
        <Table
          rowKey={(n) => n.nodeCode}
          rows={a.nodes}
          empty={noData}
          columns={[
            {
              key: 'node',
              title: t('industryAnalysis.node'),
              render: (n) => <span style={{ paddingLeft: (n.level - 1) * 16 }}>{n.nodeName}</span>,
            },
            {
              key: 'companies',
              title: t('industryAnalysis.nodeCompanies'),
              align: 'right',
              render: (n) => formatThousands(n.companies),
            },
            {
              key: 'capital',
              title: t('industryAnalysis.nodeCapital'),
              align: 'right',
              render: (n) => formatThousands(n.capital),
            },
            {
              key: 'national',
              title: t('industryAnalysis.nodeNational'),
              align: 'right',
              render: (n) => formatThousands(n.nationalCompanies),
            },
            {
              key: 'share',
              title: t('industryAnalysis.nodeShare'),
              align: 'right',
              render: (n) => `${n.nationShare}%`,
            },
            { key: 'lq', title: t('industryAnalysis.nodeLq'), align: 'right', render: (n) => String(n.lq) },
          ]}
        />
      </Section>
      <Section aria-labelledby="ia-top">
        <h2 id="ia-top">{t('industryAnalysis.top')}</h2>
        <Table
          rowKey={(c) => c.companyId}
          rows={a.topCompanies}
          empty={noData}
          columns={[
            {
              key: 'name',
              title: t('industryAnalysis.topCompany'),
              render: (c) => <Link to={profilePath(c.companyId)}>{c.companyName}</Link>,
            },
            {
              key: 'score',
              title: t('industryAnalysis.topScore'),
              align: 'right',
              render: (c) => String(c.totalScore),
            },
            {
              key: 'capital',
              title: t('industryAnalysis.topCapital'),
              align: 'right',
              render: (c) => formatThousands(c.regCapital),
            },
            { key: 'founded', title: t('industryAnalysis.topFounded'), render: (c) => c.esDate ?? '' },
            { key: 'scale', title: t('industryAnalysis.topScale'), render: (c) => label.scale(c.scale) },
          ]}
        />
      </Section>
    </>
  );
}
