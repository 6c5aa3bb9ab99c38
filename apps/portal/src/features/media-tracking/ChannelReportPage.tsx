import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Empty, Select, Spinner, Table, formatThousands, type TableColumn } from '@platform/ui';
import { SeriesChart } from '@platform/ui/charts';
import { MEDIA_CHANNELS, MEDIA_LIMITS, isMediaChannel } from '@platform/contracts/media-tracking/limits';
import type { MediaReportRow } from '@platform/contracts/media-tracking/schemas';
import { useMediaChannelReportQuery } from './mediaTrackingApi';
import './i18n';

const PERIODS = [7, 30, MEDIA_LIMITS.reportDaysMax];
const CST_MS = 8 * 3600_000;

/** 'YYYY-MM-DD' (China time) `back` days before today. */
const chinaDay = (back: number, now = Date.now()) =>
  new Date(now + CST_MS - back * 86_400_000).toISOString().slice(0, 10);

const Wrap = styled.div`
  padding: ${({ theme }) => theme.space.xl}px;
  h1 {
    font-size: ${({ theme }) => theme.font.size.xl}px;
    margin: 0 0 ${({ theme }) => theme.space.sm}px;
  }
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg}px;
    margin: ${({ theme }) => theme.space.lg}px 0 ${({ theme }) => theme.space.sm}px;
  }
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textSecondary};
  margin: 0 0 ${({ theme }) => theme.space.md}px;
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md}px;
  align-items: flex-end;
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.space.md}px;
  margin: ${({ theme }) => theme.space.md}px 0 0;
  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg}px;
  }
`;

const Refused = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

type Figure = 'visits' | 'registrations' | 'trials' | 'orders';
const FIGURES: readonly Figure[] = ['visits', 'registrations', 'trials', 'orders'];

/**
 * /operator/channels: the platform operator's channel report (docs/media-tracking.md) — visits,
 * registrations, trials and orders by media channel and day, for the last 7, 30 or 92 days, as a
 * chart and a table. The server refuses anyone but the operator; the page then says so.
 */
export default function ChannelReportPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const days = PERIODS.includes(Number(params.get('days')))
    ? Number(params.get('days'))
    : MEDIA_LIMITS.reportDaysDefault;
  const channelParam = params.get('channel');
  const channel = isMediaChannel(channelParam) ? channelParam : '';
  const range = { from: chinaDay(days - 1), to: chinaDay(0) };
  const report = useMediaChannelReportQuery(range);
  const set = (change: Record<string, string>) =>
    setParams({ days: String(days), ...(channel ? { channel } : {}), ...change }, { replace: true });

  const rows = useMemo(
    () => (report.data?.rows ?? []).filter((r) => !channel || r.channel === channel),
    [report.data, channel],
  );
  const totals = useMemo(() => {
    const sum = { visits: 0, registrations: 0, trials: 0, orders: 0, amount: 0 };
    for (const r of rows) for (const k of [...FIGURES, 'amount'] as const) sum[k] += r[k];
    return sum;
  }, [rows]);
  const chart = useMemo(() => {
    const categories = Array.from({ length: days }, (_, i) => chinaDay(days - 1 - i));
    const byDay = new Map<string, Record<Figure, number>>();
    for (const r of rows) {
      const d = byDay.get(r.day) ?? { visits: 0, registrations: 0, trials: 0, orders: 0 };
      for (const k of FIGURES) d[k] += r[k];
      byDay.set(r.day, d);
    }
    return {
      categories,
      series: FIGURES.map((k) => ({
        name: t(`mediaTracking.${k}`),
        type: k === 'visits' ? ('bar' as const) : ('line' as const),
        secondAxis: k !== 'visits',
        values: categories.map((d) => byDay.get(d)?.[k] ?? 0),
      })),
    };
  }, [rows, days, t]);

  const amount = (v: number) => t('mediaTracking.amountValue', { amount: formatThousands(v, 2) });
  const channelName = (c: string) => t(`mediaTracking.channels.${c as (typeof MEDIA_CHANNELS)[number]}`);
  const columns: TableColumn<MediaReportRow>[] = [
    { key: 'day', title: t('mediaTracking.day') },
    { key: 'channel', title: t('mediaTracking.channel'), render: (r) => channelName(r.channel) },
    ...FIGURES.map((k) => ({ key: k, title: t(`mediaTracking.${k}`), align: 'right' as const })),
    { key: 'amount', title: t('mediaTracking.amount'), align: 'right', render: (r) => amount(r.amount) },
  ];

  return (
    <Wrap data-testid="channel-report">
      <h1>{t('mediaTracking.title')}</h1>
      <Intro>{t('mediaTracking.intro')}</Intro>
      <Filters>
        <Select
          label={t('mediaTracking.period')}
          value={String(days)}
          placeholder={null}
          onChange={(value) => set({ days: value })}
          options={PERIODS.map((d) => ({
            value: String(d),
            label: t('mediaTracking.periodValue', { days: d }),
          }))}
        />
        <Select
          label={t('mediaTracking.channel')}
          value={channel}
          placeholder={t('mediaTracking.allChannels')}
          onChange={(value) =>
            setParams(value ? { days: String(days), channel: value } : { days: String(days) })
          }
          options={MEDIA_CHANNELS.map((c) => ({ value: c, label: channelName(c) }))}
        />
      </Filters>
      {report.isLoading ? (
        <Spinner />
      ) : report.error ? (
        <Refused role="alert">
          {(report.error as { message?: string }).message || t('mediaTracking.refused')}
        </Refused>
      ) : (
        <>
          <section aria-labelledby="channel-report-totals">
            <h2 id="channel-report-totals">{t('mediaTracking.totals')}</h2>
            <Figures>
              {FIGURES.map((k) => (
                <div key={k}>
                  <dt>{t(`mediaTracking.${k}`)}</dt>
                  <dd data-testid={`channel-total-${k}`}>{formatThousands(totals[k])}</dd>
                </div>
              ))}
              <div>
                <dt>{t('mediaTracking.amount')}</dt>
                <dd data-testid="channel-total-amount">{amount(totals.amount)}</dd>
              </div>
            </Figures>
          </section>
          <section aria-labelledby="channel-report-chart">
            <h2 id="channel-report-chart">{t('mediaTracking.chart')}</h2>
            <SeriesChart
              label={t('mediaTracking.chart')}
              categories={chart.categories}
              series={chart.series}
              emptyText={t('mediaTracking.empty')}
            />
          </section>
          <h2 id="channel-report-table">{t('mediaTracking.table')}</h2>
          {rows.length === 0 ? (
            <Empty description={t('mediaTracking.empty')} />
          ) : (
            <Table
              aria-label={t('mediaTracking.table')}
              columns={columns}
              rows={[...rows].reverse()}
              rowKey={(r) => `${r.day} ${r.channel}`}
            />
          )}
        </>
      )}
    </Wrap>
  );
}
