import {
  PATENT_KINDS,
  PATENT_LIMITS as L,
  PATENT_STATUSES,
  ResultCode,
  type PatentFacets,
  type PatentPage,
  type PatentStats,
} from '@platform/contracts';
import type { QueriesOf } from '../../db/module-store';
import { AppError } from '../../lib/errors';
import { provinceName } from '../bigdata';
import { toPatent } from './present';
import * as repo from './repo';

type Queries = QueriesOf<'patents'>;
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

/** The statistics of a chain and/or province; `year` is this year (the last of the 10 counted). */
export async function stats(
  db: Queries,
  scope: repo.PatentScope,
  year = new Date().getUTCFullYear(),
): Promise<PatentStats> {
  const since = year - L.years + 1;
  const counts = await repo.patentCounts(db, scope, since, L.topIpc);
  const countOf = (rows: Array<{ value: string; count: string }>, value: string) =>
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
