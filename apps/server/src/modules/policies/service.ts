import { ResultCode, type PolicyFacets, type PolicyLevel } from '@platform/contracts';
import type { QueriesOf, ScopeOf } from '../../db/module-store';
import { AppError } from '../../lib/errors';
import { todayInChina } from '../../lib/china-time';
import { provinceName } from '../bigdata';
import { LEVEL_NAMES, chainNameOf, toCollectRow, toDetail, toPolicy } from './present';
import * as repo from './repo';

type Queries = QueriesOf<'policies'>;
type Scope = ScopeOf<'policies'>;

const notFound = () => new AppError('policyNotFound', ResultCode.NOT_FOUND, 404);
const today = () => todayInChina(new Date());

export async function page(
  db: Queries,
  input: Omit<repo.PolicyFilter, 'validOn'> & { validOnly?: boolean; current: number; size: number },
) {
  if (input.from && input.to && input.from > input.to)
    throw new AppError('policyRangeInvalid', ResultCode.BAD_REQUEST, 400);
  const { current, size, validOnly, ...filter } = input;
  const day = today();
  const found = await repo.policyPage(
    db,
    { ...filter, ...(validOnly && { validOn: day }) },
    { current, size },
  );
  return { records: found.rows.map((r) => toPolicy(r, day)), total: found.total, current, size };
}

export async function detail(db: Queries, id: string) {
  const row = await repo.policyById(db, id);
  if (!row) throw notFound();
  return toDetail(row, today());
}

export async function facets(db: Queries): Promise<PolicyFacets> {
  const counts = await repo.facetCounts(db);
  const byCount = (a: { value: string; count: number }, b: { value: string; count: number }) =>
    b.count - a.count || a.value.localeCompare(b.value);
  const facet = (rows: Array<{ value: string; count: string }>, label: (v: string) => string) =>
    rows.map((r) => ({ value: r.value, label: label(r.value), count: Number(r.count) })).sort(byCount);
  const order = Object.keys(LEVEL_NAMES);
  const levels = facet(counts.levels, (v) => LEVEL_NAMES[v as PolicyLevel] ?? v).sort(
    (a, b) => order.indexOf(a.value) - order.indexOf(b.value),
  );
  return {
    levels,
    provinces: facet(counts.provinces, provinceName),
    chains: facet(counts.chains, chainNameOf),
    total: levels.reduce((n, k) => n + k.count, 0),
  };
}

/** The codes a company's policies may come from: its county, city and province. */
export function regionsAbove(code: string): string[] {
  if (!/^\d{6}$/.test(code)) return [];
  const out = new Set([code, `${code.slice(0, 4)}00`, `${code.slice(0, 2)}0000`]);
  return [...out];
}

/** Policies for a company: national ones and its regions', on its chains or for every industry. */
export async function forCompany(db: Queries, companyId: string, size: number) {
  const place = await repo.companyPlace(db, companyId);
  if (!place) throw new AppError('companyNotFound', ResultCode.NOT_FOUND, 404);
  const day = today();
  const found = await repo.policiesFor(db, regionsAbove(place.regionCode), place.chainCodes, day, size);
  return {
    records: found.rows.map((r) => toPolicy(r, day)),
    total: found.total,
    regionCode: place.regionCode,
    chainCodes: place.chainCodes,
  };
}

// ---------------------------------------------------------------- collections (myCollectPolicy)

export async function collect(scope: Scope, userId: string, policyId: string) {
  if (!(await repo.policyExists(scope.db, policyId))) throw notFound();
  await repo.insertCollect(scope, userId, policyId);
  return { policyId, collected: true };
}

export async function state(scope: Scope, userId: string, policyId: string) {
  return { policyId, collected: await repo.isCollected(scope, userId, policyId) };
}

export async function remove(scope: Scope, userId: string, policyIds: readonly string[]) {
  // A bigint holds 18 digits safely; a longer id was never a policy.
  const ids = policyIds.filter((id) => id.length <= 18);
  return { changed: ids.length ? await repo.deleteCollects(scope, userId, ids) : 0 };
}

export async function collectPage(scope: Scope, userId: string, input: { current: number; size: number }) {
  const found = await repo.collectPage(scope, userId, input);
  return {
    records: found.rows.map(toCollectRow),
    total: found.total,
    current: input.current,
    size: input.size,
  };
}
