import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  METRIC_INDICATORS,
  metricTableRoutes,
  type MetricIndicator,
  type MetricTableInput,
} from '@platform/contracts';
import { Button, Select, Spinner, toast } from '@platform/ui';
import { SeriesChart } from '@platform/ui/charts';
import { downloadFile } from '../../shared/api/downloadFile';
import { currentLanguage } from '../../shared/i18n';
import { Page } from '../../shared/layout/Page';
import { useAppSelector } from '../../shared/store/hooks';
import { NATION_CODE, RegionScopeSelects, regionName, useRegionNames } from '../enterprise';
import { useMetricTableQuery } from './metricTableApi';
import { RegionTable } from './RegionTable';
import { Crumbs, Filters, Intro, LinkButton, Muted, Problem } from './styles';
import { badSpan, yearOptions } from './yearOptions';
import './i18n';

const isIndicator = (v: string | null): v is MetricIndicator =>
  (METRIC_INDICATORS as readonly string[]).includes(v ?? '');

/** The nation, then the province and city of a code: the way back up from a drilled-down table. */
function pathOf(code: string): string[] {
  if (code === NATION_CODE) return [NATION_CODE];
  const province = `${code.slice(0, 2)}0000`;
  return code === province ? [NATION_CODE, province] : [NATION_CODE, province, code];
}

/**
 * /metricTable/index, 深度数据库: the provinces, a province's cities or a city's counties by year
 * for one indicator (kept in the address), sortable, each region opening its own; the trend of the
 * region above them; every indicator exported as an .xlsx workbook.
 */
export default function MetricTablePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const token = useAppSelector((s) => s.app.token);
  const names = useRegionNames();
  const [exporting, setExporting] = useState(false);
  const parentCode = params.get('parentCode') || NATION_CODE;
  const indicatorParam = params.get('indicator');
  const indicator: MetricIndicator = isIndicator(indicatorParam) ? indicatorParam : 'companies';
  const fromYear = params.get('fromYear') ?? '';
  const toYear = params.get('toYear') ?? '';
  const bad = badSpan(fromYear, toYear);
  const query: MetricTableInput = {
    parentCode,
    indicator,
    ...(fromYear ? { fromYear: Number(fromYear) } : {}),
    ...(toYear ? { toYear: Number(toYear) } : {}),
  };
  const table = useMetricTableQuery(query, { skip: bad });
  const data = table.data;

  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next, { replace: true });
  };
  const nameOf = (code: string) =>
    code === NATION_CODE ? t('metricTable.nation') : regionName(names, code) || code;
  const indicatorName = t(`metricTable.indicators.${indicator}`);
  const exportAll = async () => {
    setExporting(true);
    try {
      const refusal = await downloadFile(
        metricTableRoutes.export.path,
        query,
        { token: token ?? '', language: currentLanguage() },
        `metrics-${parentCode}.xlsx`,
      );
      if (refusal) toast.error(t('metricTable.exportFailed', { reason: refusal }));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Page aria-labelledby="metric-table-title">
      <h1 id="metric-table-title">{t('metricTable.title')}</h1>
      <Intro>{t('metricTable.intro')}</Intro>
      <Filters role="search" onSubmit={(e) => e.preventDefault()}>
        <RegionScopeSelects
          value={parentCode}
          onChange={(code) => set({ parentCode: code === NATION_CODE ? '' : code })}
          labels={{
            province: t('metricTable.province'),
            city: t('metricTable.city'),
            all: t('metricTable.nation'),
          }}
        />
        <Select
          label={t('metricTable.indicator')}
          placeholder={null}
          value={indicator}
          options={METRIC_INDICATORS.map((i) => ({ value: i, label: t(`metricTable.indicators.${i}`) }))}
          onChange={(v) => set({ indicator: v })}
        />
        <Select
          label={t('metricTable.fromYear')}
          placeholder={t('metricTable.all')}
          value={fromYear}
          options={yearOptions()}
          onChange={(v) => set({ fromYear: v })}
        />
        <Select
          label={t('metricTable.toYear')}
          placeholder={t('metricTable.all')}
          value={toYear}
          options={yearOptions()}
          onChange={(v) => set({ toYear: v })}
        />
        <Button onClick={() => void exportAll()} loading={exporting} disabled={bad}>
          {exporting ? t('metricTable.exporting') : t('metricTable.export')}
        </Button>
      </Filters>
      <Crumbs aria-label={t('metricTable.path')}>
        <ol>
          {pathOf(parentCode).map((code) => (
            <li key={code}>
              {code === parentCode ? (
                <span aria-current="page">{nameOf(code)}</span>
              ) : (
                <LinkButton
                  type="button"
                  onClick={() => set({ parentCode: code === NATION_CODE ? '' : code })}
                >
                  {nameOf(code)}
                </LinkButton>
              )}
            </li>
          ))}
        </ol>
      </Crumbs>
      {bad && <Problem role="alert">{t('metricTable.badRange')}</Problem>}
      {!bad && !data && table.isFetching && <Spinner />}
      {!bad && table.isError && <Problem role="alert">{t('metricTable.empty')}</Problem>}
      {!bad && data && (
        <>
          <SeriesChart
            label={t('metricTable.trend', { name: nameOf(data.parentCode), indicator: indicatorName })}
            categories={data.years.map(String)}
            series={[{ name: indicatorName, values: data.all.values, type: 'line' }]}
            height={260}
            emptyText={t('metricTable.empty')}
          />
          <RegionTable
            table={data}
            caption={t('metricTable.table', { name: nameOf(data.parentCode), indicator: indicatorName })}
            onDrill={(code) => set({ parentCode: code })}
          />
          <Muted>{t('metricTable.builtAt', { time: new Date(data.builtAt).toLocaleString() })}</Muted>
        </>
      )}
    </Page>
  );
}
