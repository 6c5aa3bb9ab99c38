import {
  PATENT_KINDS,
  PATENT_LIMITS as L,
  PATENT_STATUSES,
  ResultCode,
  type PatentFacets,
  type PatentPage,
  type PatentStats,
} from '@platform/contracts';
import type { QueriesOf, StoreOf } from '../../db/module-store';
import { AppError } from '../../lib/errors';
import { provinceName } from '../bigdata';
import { toPatent } from './present';
import { ensurePatentStats } from './patent-stats';
import * as repo from './repo';
import * as statsRepo from './stats-repo';

type Queries = QueriesOf<'patents'>;
type Store = StoreOf<'patents'>;
type Paged = { current: number; size: number };

export async function page(db: Queries, input: repo.PatentFilter & Paged): Promise<PatentPage> {
  if (input.from && input.to && input.from > input.to)
    throw new AppError('patentRangeInvalid', ResultCode.BAD_REQUEST, 400);
  const { current, size, ...filter } = input;
  const found = await repo.patentPage(db, filter, { current, size }, L.totalCap);
  return {
    records: found.rows.map(toPatent),
    total: found.total,
    totalCapped: found.capped,
    current,
    size,
  };
}

export async function company(db: Queries, input: { companyId: string } & Paged): Promise<PatentPage> {
  const { companyId, current, size } = input;
  const found = await repo.companyPatentPage(db, companyId, { current, size });
  if (found.total === 0 && !(await repo.companyExists(db, companyId)))
    throw new AppError('companyNotFound', ResultCode.NOT_FOUND, 404);
  return { records: found.rows.map(toPatent), total: found.total, totalCapped: false, current, size };
}

export async function facets(db: Queries): Promise<PatentFacets> {
  const rows = await repo.facetRows(db);
  return {
    chains: rows.chains,
    provinces: rows.provinces.map((p) => ({ value: p.value, label: provinceName(p.value) || p.value })),
  };
}

interface Counts {
  kinds: Array<{ value: string; count: string | number }>;
  statuses: Array<{ value: string; count: string | number }>;
  ipcClasses: Array<{ value: string; count: string | number }>;
  years: Array<{ year: string | number; count: string | number }>;
}

/** The kept counts of one scope in the live query's shape: the top IPC classes, the recent years. */
async function keptCounts(
  store: Store,
  scope: 'all' | 'chain' | 'province',
  code: string,
  sinceYear: number,
  topIpc: number,
): Promise<Counts> {
  await ensurePatentStats(store);
  const rows = await statsRepo.keptCounts(store.db, scope, code);
  const of = (dimension: string) => rows.filter((r) => r.dimension === dimension);
  return {
    kinds: of('kind'),
    statuses: of('status'),
    ipcClasses: of('ipc')
      .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1))
      .slice(0, topIpc),
    years: of('year')
      .filter((r) => Number(r.value) >= sinceYear)
      .map((r) => ({ year: r.value, count: r.count })),
  };
}

/**
 * The statistics of all patents, a chain's or a province's (kept: patent-stats.ts), or of a chain
 * within a province (counted live: that pair is not kept); `year` is this year (the last of the 10).
 */
export async function stats(
  store: Store,
  scope: repo.PatentScope,
  year = new Date().getUTCFullYear(),
): Promise<PatentStats> {
  const since = year - L.years + 1;
  const counts: Counts =
    scope.chainCode && scope.provinceCode
      ? await repo.patentCounts(store.db, scope, since, L.topIpc)
      : scope.chainCode
        ? await keptCounts(store, 'chain', scope.chainCode, since, L.topIpc)
        : scope.provinceCode
          ? await keptCounts(store, 'province', scope.provinceCode, since, L.topIpc)
          : await keptCounts(store, 'all', '', since, L.topIpc);
  const countOf = (rows: Counts['kinds'], value: string) =>
    Number(rows.find((r) => r.value === value)?.count ?? 0);
  const kinds = PATENT_KINDS.map((value) => ({ value, count: countOf(counts.kinds, value) }));
  return {
    total: kinds.reduce((n, k) => n + k.count, 0),
    kinds,
    statuses: PATENT_STATUSES.map((value) => ({ value, count: countOf(counts.statuses, value) })),
    ipcClasses: counts.ipcClasses.map((r) => ({ value: r.value, count: Number(r.count) })),
    years: Array.from({ length: L.years }, (_, i) => since + i).map((y) => ({
      year: y,
      count: Number(counts.years.find((r) => Number(r.year) === y)?.count ?? 0),
    })),
  };
}
