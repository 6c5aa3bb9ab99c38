import { useTranslation } from 'react-i18next';
import { Empty, Spinner, Table, Tag } from '@platform/ui';
import { SeriesChart } from '@platform/ui/charts';
import { DashboardFigures, DashboardGrid } from '../../shared/layout/Dashboard';
import { useAttractRegionOverviewQuery } from './attractApi';
import { StatusTag } from './parts';

const num = (n: number) => n.toLocaleString();

/** 区域概况: the region's facts and parks (region-base) and its chains against the national share. */
export function RegionPane({ regionCode }: { regionCode: string }) {
  const { t } = useTranslation();
  const { data } = useAttractRegionOverviewQuery({ regionCode }, { skip: !regionCode });
  if (!data) return <Spinner />;
  const { region, chains } = data;
  const f = region.facts;
  const figures: [string, string][] = [
    [t('attract.facts.companies'), num(region.companyCount)],
    [t('attract.facts.operating'), num(region.operatingCount)],
    [t('attract.facts.listed'), num(region.listedCount)],
    ...(f
      ? ([
          [t('attract.facts.population'), num(f.population)],
          [t('attract.facts.gdp'), num(f.gdp)],
          [t('attract.facts.gdpGrowth'), String(f.gdpGrowth)],
          [t('attract.facts.perCapita'), num(f.gdpPerCapita)],
          [t('attract.facts.area'), num(f.area)],
        ] as [string, string][])
      : []),
  ];
  const leading = chains.filter((c) => c.leading);
  return (
    <div data-testid="attract-region">
      <h2>
        {region.regionFullname}
        {f ? ` · ${t('attract.facts.year', { year: f.year })}` : ''}
      </h2>
      <DashboardFigures figures={figures} />
      {f ? (
        <>
          <p>
            {t('attract.facts.industries')}
            {t('attract.colon')}
            {f.industries.map((i) => (
              <Tag key={i.name} tone="neutral">{`${i.name} ${i.share}%`}</Tag>
            ))}
          </p>
          {f.source === 'generated' && <p role="note">{t('attract.facts.generated')}</p>}
        </>
      ) : (
        <Empty description={t('attract.facts.none')} />
      )}
      <p>
        {t('attract.chains.leading')}
        {t('attract.colon')}
        {leading.map((c) => (
          <Tag key={c.chainCode}>{c.chainName}</Tag>
        ))}{' '}
        {t('attract.chains.share', { share: data.regionShare })}
      </p>
      <DashboardGrid>
        <section>
          <h3>{t('attract.chains.title')}</h3>
          <SeriesChart
            label={t('attract.chains.title')}
            emptyText={t('attract.chains.empty')}
            categories={chains.map((c) => c.chainName)}
            series={[
              { name: t('attract.chains.localSeries'), values: chains.map((c) => c.localCount) },
              { name: t('attract.chains.expectedSeries'), values: chains.map((c) => c.expected) },
            ]}
          />
        </section>
        <section>
          <h3>{t('attract.parks.title')}</h3>
          <Table
            aria-label={t('attract.parks.title')}
            rows={region.parks}
            rowKey={(p) => p.parkId}
            empty={t('attract.parks.empty')}
            columns={[
              { key: 'name', title: t('attract.parks.name') },
              { key: 'grade', title: t('attract.parks.grade'), render: (p) => t(`attract.parks.${p.grade}`) },
              { key: 'area', title: t('attract.parks.area'), align: 'right' },
              {
                key: 'industries',
                title: t('attract.parks.industries'),
                render: (p) => p.industries.join(t('attract.sep')),
              },
            ]}
          />
        </section>
      </DashboardGrid>
      <Table
        aria-label={t('attract.chains.title')}
        rows={chains}
        rowKey={(c) => c.chainCode}
        columns={[
          { key: 'chainName', title: t('attract.chains.chain') },
          { key: 'localCount', title: t('attract.chains.local'), align: 'right' },
          { key: 'expected', title: t('attract.chains.expected'), align: 'right' },
          { key: 'lq', title: t('attract.chains.lq'), align: 'right' },
          {
            key: 'status',
            title: t('attract.chains.status'),
            render: (c) => <StatusTag status={c.status} />,
          },
        ]}
      />
    </div>
  );
}
