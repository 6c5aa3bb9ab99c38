import {
  METRIC_INDICATORS,
  METRIC_TABLE_LIMITS as L,
  ResultCode,
  type MetricIndicator,
  type MetricRow,
  type MetricTable,
  type metricTableInput,
} from '@platform/contracts';
import type { z } from 'zod';
import type { Store } from '../../db/kysely';
import { todayInChina } from '../../lib/china-time';
import { AppError } from '../../lib/errors';
import * as repo from './repo';
import { childrenOf, isRegion, shortRegionName } from './regions';
import { ensureYearStats } from './year-stats';

type Input = z.output<typeof metricTableInput>;

const refuse = (key: 'metricRegionUnknown' | 'metricRegionNoChildren' | 'metricYearsInvalid') =>
  new AppError(key, ResultCode.BAD_REQUEST, 400);

export const thisYear = (now: Date) => Number(todayInChina(now).slice(0, 4));

/** The years asked: the last ten to this year by default; at most 15, in order. */
export function yearsOf(input: { fromYear?: number | undefined; toYear?: number | undefined }, now: Date) {
  const to = input.toYear ?? Math.max(thisYear(now), input.fromYear ?? 0);
  const from = input.fromYear ?? to - L.defaultYears + 1;
  if (from > to || to - from + 1 > L.yearsMax) throw refuse('metricYearsInvalid');
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** One region's values of one indicator over the years (companies: cumulative from `before`). */
function valuesOf(
  rows: readonly repo.YearRow[],
  before: number,
  indicator: MetricIndicator,
  years: number[],
) {
  const byYear = new Map(rows.map((r) => [Number(r.year), r]));
  let running = before;
  return years.map((y) => {
    const r = byYear.get(y);
    switch (indicator) {
      case 'companies':
        running += Number(r?.new_companies ?? 0);
        return running;
      case 'newCompanies':
        return Number(r?.new_companies ?? 0);
      case 'capital':
        return round2(Number(r?.new_capital ?? 0));
      case 'patents':
        return Number(r?.patents ?? 0);
      case 'financing':
        return Number(r?.financing ?? 0);
    }
  });
}

function rowOf(
  code: string,
  rows: readonly repo.YearRow[],
  before: number,
  indicator: MetricIndicator,
  years: number[],
): MetricRow {
  const values = valuesOf(rows, before, indicator, years);
  const total = indicator === 'companies' ? (values.at(-1) ?? 0) : round2(values.reduce((a, b) => a + b, 0));
  return { regionCode: code, regionName: shortRegionName(code), values, total };
}

/** Every indicator's table of a parent's children (the table answers one, the export all). */
export async function tables(
  store: Store,
  input: Input,
  indicators: readonly MetricIndicator[],
  now = new Date(),
): Promise<MetricTable[]> {
  if (!isRegion(input.parentCode)) throw refuse('metricRegionUnknown');
  const children = childrenOf(input.parentCode);
  if (!children.length) throw refuse('metricRegionNoChildren');
  const years = yearsOf(input, now);
  await ensureYearStats(store, now);
  const codes = [input.parentCode, ...children];
  const [rows, before, build] = await Promise.all([
    repo.yearRows(store.db, codes, years[0]!, years.at(-1)!),
    repo.companiesBefore(store.db, codes, years[0]!),
    repo.lastBuild(store.db),
  ]);
  const rowsOf = new Map<string, repo.YearRow[]>();
  for (const r of rows) rowsOf.set(r.region_code, [...(rowsOf.get(r.region_code) ?? []), r]);
  const beforeOf = new Map(before.map((b) => [b.region_code, Number(b.companies)]));
  const row = (code: string, indicator: MetricIndicator) =>
    rowOf(code, rowsOf.get(code) ?? [], beforeOf.get(code) ?? 0, indicator, years);
  return indicators.map((indicator) => ({
    parentCode: input.parentCode,
    parentName: shortRegionName(input.parentCode),
    indicator,
    years,
    rows: children.map((c) => row(c, indicator)),
    all: row(input.parentCode, indicator),
    builtAt: new Date(build?.built_at ?? now).toISOString(),
  }));
}

export const table = async (store: Store, input: Input, now = new Date()) =>
  (await tables(store, input, [input.indicator], now))[0]!;

export const allTables = (store: Store, input: Input, now = new Date()) =>
  tables(store, input, METRIC_INDICATORS, now);
