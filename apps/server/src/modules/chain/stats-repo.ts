import { sql, type RawBuilder } from 'kysely';
import { CAPITAL_BANDS } from '@platform/contracts';
import type { QueriesOf } from '../../db/module-store';
import { entWhere, matchingPlacements, scopeCodes, type EntFilter } from './repo';

/**
 * Statistics over a chain's (or node's) companies within a region: each query groups the
 * distinct companies of the subtree that pass the filter (`scopeCompanies`).
 */

type Queries = QueriesOf<'chain'>;

/** `c`: each company of the subtree that passes the filter, once, as its placements carry it. */
const scopeCompanies = (f: EntFilter, codes: readonly string[]) => sql`(
  select distinct l.company_id, l.region_code, l.reg_status_code, l.reg_status_name, l.reg_capital,
    l.es_dt, l.is_listed
  from ${matchingPlacements(f, codes)}) as c`;

async function grouped(db: Queries, f: EntFilter, key: RawBuilder<unknown>, order = sql`2 desc, 1`) {
  const codes = await scopeCodes(db, f);
  const result = await sql<{ key: string | null; count: number }>`
    select ${key} as key, count(*)::int as count from ${scopeCompanies(f, codes)}
    group by 1 order by ${order}`.execute(db);
  return result.rows;
}

/** The region level below the filter's (province, then city, then county). */
const regionKey = (f: EntFilter) => {
  const digits = !f.regionCode ? 2 : f.regionCode.length === 2 ? 4 : 6;
  return sql`substr(c.region_code, 1, ${sql.lit(digits)})`;
};
export const byRegion = (db: Queries, f: EntFilter) => grouped(db, f, regionKey(f));

const STATUS_KEY = sql`c.reg_status_code || ':' || c.reg_status_name`;

const CAPITAL_KEY = sql`(case ${sql.join(
  [...CAPITAL_BANDS]
    .reverse()
    .map((b) => sql`when c.reg_capital >= ${sql.lit(b)} then ${sql.lit(String(b))}`),
  sql` `,
)} else '0' end)`;
/** Founding decades (1990 = the 1990s); companies without a date have none. */
const FOUNDED_KEY = sql`substr(c.es_dt::text, 1, 3) || '0'`;

export interface StatisticsRows {
  regions: Array<{ key: string; count: number }>;
  statuses: Array<{ key: string; count: number }>;
  capital: Array<{ key: string; count: number }>;
  founded: Array<{ key: string; count: number }>;
  total: number;
  listed: number;
}

/**
 * Every grouping of the statistics in one pass over the scope's companies (grouping sets), where
 * five queries read them five times.
 */
export async function statisticsRows(db: Queries, f: EntFilter): Promise<StatisticsRows> {
  const codes = await scopeCodes(db, f);
  const result = await sql<{ dim: number; key: string | null; count: number; listed: number }>`
    select case when grouping(${regionKey(f)}) = 0 then 1 when grouping(${STATUS_KEY}) = 0 then 2
                when grouping(${CAPITAL_KEY}) = 0 then 3 when grouping(${FOUNDED_KEY}) = 0 then 4 else 0 end as dim,
      coalesce(${regionKey(f)}, ${STATUS_KEY}, ${CAPITAL_KEY}, ${FOUNDED_KEY}) as key,
      count(*)::int as count, count(*) filter (where c.is_listed)::int as listed
    from ${scopeCompanies(f, codes)}
    group by grouping sets ((${regionKey(f)}), (${STATUS_KEY}), (${CAPITAL_KEY}), (${FOUNDED_KEY}), ())`.execute(
    db,
  );
  const of = (dim: number) =>
    result.rows.filter((r) => r.dim === dim).map((r) => ({ key: r.key ?? '', count: r.count }));
  const all = result.rows.find((r) => r.dim === 0);
  return {
    regions: of(1).sort((a, b) => b.count - a.count || a.key.localeCompare(b.key)),
    statuses: of(2).sort((a, b) => a.key.localeCompare(b.key)),
    capital: of(3).sort((a, b) => Number(a.key) - Number(b.key)),
    founded: of(4)
      .filter((r) => r.key && r.key !== '0')
      .sort((a, b) => a.key.localeCompare(b.key)),
    total: all?.count ?? 0,
    listed: all?.listed ?? 0,
  };
}

export async function listedCount(db: Queries, f: EntFilter): Promise<number> {
  const codes = await scopeCodes(db, f);
  const result = await sql<{ n: number }>`
    select count(*)::int as n from ${scopeCompanies(f, codes)} where c.is_listed`.execute(db);
  return result.rows[0]?.n ?? 0;
}

export interface BriefRow {
  company_id: string;
  company_name: string;
  reg_capital: string | number;
  region_code: string;
  total_score: string | number;
}

/**
 * The subtree's companies ordered by capital or by capability score: companies are walked in that
 * order (an index each), each kept when it sits on one of the subtree's nodes, as the company page does.
 */
export async function topCompanies(
  db: Queries,
  f: EntFilter,
  by: 'capital' | 'score',
  size: number,
): Promise<BriefRow[]> {
  const codes = await scopeCodes(db, f);
  if (!codes.length) return [];
  const order = by === 'capital' ? sql`c.reg_capital desc` : sql`c.total_score desc`;
  const result = await sql<BriefRow>`
    select c.company_id, c.company_name, c.reg_capital, c.region_code, c.total_score
    from companies c
    where c.company_id in (select l.company_id from company_layouts l where l.node_code = any(${codes}))
      ${entWhere(f)}
    order by ${order}, c.company_id limit ${size}`.execute(db);
  return result.rows;
}
