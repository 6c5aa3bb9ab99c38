import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { Select, Spinner } from '@platform/ui';
import { SeriesChart } from '@platform/ui/charts';
import { AreaSelector, DynamicsList } from '@platform/ui/domain';
import { TREND_PERIODS, type TrendBucket } from '@platform/contracts/content/feed-limits';
import { asDynamic, itemHref, regionPrefix } from './feedModel';
import { useTrendsChainsQuery, useTrendsQuery } from './feedApi';
import './i18n';

const Wrap = styled.div`
  padding: ${({ theme }) => theme.space.xl}px;
  display: grid;
  gap: ${({ theme }) => theme.space.lg}px;
  h1 {
    font-size: ${({ theme }) => theme.font.size.xl}px;
    margin: 0;
  }
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg}px;
    margin: 0 0 ${({ theme }) => theme.space.sm}px;
  }
`;

const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md}px;
  align-items: flex-end;
`;

const Totals = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xl}px;
  margin: 0;
  div {
    display: grid;
  }
  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl}px;
  }
`;

const SERIES = ['publications', 'dynamics', 'financing', 'registrations'] as const;

/**
 * /trends/index (public): industry trends of a chain and region over a period: new publications,
 * company dynamics, financing events and registrations per day or week, and the newest items.
 */
export default function TrendsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [chainCode, setChainCode] = useState('');
  const [area, setArea] = useState<string | undefined>();
  const [days, setDays] = useState<number>(90);
  const [bucket, setBucket] = useState<TrendBucket>('week');
  const { data: catalogue } = useTrendsChainsQuery({});
  const regionCode = regionPrefix(area);
  const { data, isFetching } = useTrendsQuery({
    ...(chainCode ? { chainCode } : {}),
    ...(regionCode ? { regionCode } : {}),
    days,
    bucket,
  });
  const chains = (catalogue?.classes ?? []).flatMap((c) => c.chains);
  const chainLabel = data?.chainName ?? t('feed.trends.chainAll');

  return (
    <Wrap data-testid="trends-page">
      <h1>{t('routes.trends')}</h1>
      <Filters onSubmit={(e) => e.preventDefault()} aria-label={t('feed.trends.title')}>
        <Select
          label={t('feed.trends.chain')}
          value={chainCode}
          placeholder={t('feed.trends.chainAll')}
          options={chains.map((c) => ({ value: c.chainCode, label: c.chainName }))}
          onChange={setChainCode}
        />
        <AreaSelector
          value={area}
          onChange={(code) => setArea(code)}
          label={t('feed.trends.region')}
          placeholder={t('feed.trends.regionAll')}
        />
        <Select
          label={t('feed.trends.period')}
          value={String(days)}
          placeholder={null}
          options={TREND_PERIODS.map((d) => ({
            value: String(d),
            label: t('feed.trends.days', { count: d }),
          }))}
          onChange={(v) => setDays(Number(v))}
        />
        <Select
          label={t('feed.trends.bucket')}
          value={bucket}
          placeholder={null}
          options={[
            { value: 'week', label: t('feed.trends.week') },
            { value: 'day', label: t('feed.trends.day') },
          ]}
          onChange={(v) => setBucket(v === 'day' ? 'day' : 'week')}
        />
        {isFetching && <Spinner />}
      </Filters>
      {data && (
        <>
          <section aria-label={t('feed.trends.chartTotals')}>
            <Totals>
              {SERIES.map((s) => (
                <div key={s}>
                  <dt>{t(`feed.trends.${s}`)}</dt>
                  <dd data-testid={`trend-total-${s}`}>{data.totals[s]}</dd>
                </div>
              ))}
            </Totals>
          </section>
          <section data-testid="trend-chart">
            <h2>{t('feed.trends.chart', { chain: chainLabel })}</h2>
            <SeriesChart
              label={t('feed.trends.chart', { chain: chainLabel })}
              categories={data.series.map((p) => p.date.slice(5))}
              series={SERIES.map((s) => ({
                name: t(`feed.trends.${s}`),
                values: data.series.map((p) => p[s]),
                type: s === 'dynamics' ? 'line' : 'bar',
                secondAxis: s === 'dynamics',
              }))}
              emptyText={t('feed.trends.empty')}
            />
          </section>
          <section aria-label={t('feed.trends.latest')}>
            <h2>{t('feed.trends.latest')}</h2>
            <DynamicsList
              items={data.latest.map(asDynamic)}
              hasMore={false}
              onOpen={(d) => {
                const item = data.latest.find((i) => i.key === d.id);
                const href = item && itemHref(item);
                if (href) void navigate(href);
              }}
            />
          </section>
        </>
      )}
    </Wrap>
  );
}
