import { sql, type RawBuilder } from 'kysely';
import type { Q } from '../../db/kysely';
import { entWhere, placed, type EntFilter } from './repo';

/**
 * Statistics over a chain's (or node's) companies within a region: each query groups the
 * distinct companies of the subtree (`placed`) that pass the filter.
 */

async function grouped(db: Q, f: EntFilter, key: RawBuilder<unknown>, order = sql`2 desc, 1`) {
  const result = await sql<{ key: string | null; count: number }>`${placed(f)}
    select ${key} as key, count(*)::int as count
    from placed join companies c on c.company_id = placed.company_id
    where true ${entWhere(f)}
    group by 1 order by ${order}`.execute(db);
  return result.rows;
}

/** Companies by the region level below the filter's (province, then city, then county). */
export const byRegion = (db: Q, f: EntFilter) => {
  const digits = !f.regionCode ? 2 : f.regionCode.length === 2 ? 4 : 6;
  return grouped(db, f, sql`substr(c.region_code, 1, ${sql.lit(digits)})`);
};

export const byStatus = (db: Q, f: EntFilter) =>
  grouped(db, f, sql`c.reg_status_code || ':' || c.reg_status_name`, sql`1`);

/** Registered capital bands in 10,000 CNY (the band's lower bound is its key). */
export const CAPITAL_BANDS = [0, 100, 500, 1000, 5000, 10000] as const;
export const byCapital = (db: Q, f: EntFilter) =>
  grouped(
    db,
    f,
    sql`(case ${sql.join(
      [...CAPITAL_BANDS]
        .reverse()
        .map((b) => sql`when c.reg_capital >= ${sql.lit(b)} then ${sql.lit(String(b))}`),
      sql` `,
    )} else '0' end)`,
    sql`1`,
  );

/** Founding decades (1990 = the 1990s); companies without a date are left out. */
export const byFounded = async (db: Q, f: EntFilter) =>
  (await grouped(db, f, sql`substr(c.es_dt::text, 1, 3) || '0'`, sql`1`)).filter(
    (r) => r.key && r.key !== '0',
  );

export async function listedCount(db: Q, f: EntFilter): Promise<number> {
  const result = await sql<{ n: number }>`${placed(f)}
    select count(*)::int as n from placed join companies c on c.company_id = placed.company_id
    where c.is_listed ${entWhere(f)}`.execute(db);
  return result.rows[0]?.n ?? 0;
}

export interface BriefRow {
  company_id: string;
  company_name: string;
  reg_capital: string | number;
  region_code: string;
  total_score: string | number;
}

/** The subtree's companies ordered by capital or by capability score. */
export async function topCompanies(
  db: Q,
  f: EntFilter,
  by: 'capital' | 'score',
  size: number,
): Promise<BriefRow[]> {
  const order = by === 'capital' ? sql`c.reg_capital desc` : sql`c.total_score desc`;
  const result = await sql<BriefRow>`${placed(f)}
    select c.company_id, c.company_name, c.reg_capital, c.region_code, c.total_score
    from placed join companies c on c.company_id = placed.company_id
    where true ${entWhere(f)}
    order by ${order}, c.company_id limit ${size}`.execute(db);
  return result.rows;
}
