import { sql, type RawBuilder } from 'kysely';
import { ANALYSIS_AGE_BANDS, ANALYSIS_CAPITAL_BANDS } from '@platform/contracts';
import type { QueriesOf, StoreOf } from '../../db/module-store';

/**
 * 产业分析's reads of the enterprise read model: the counts of a chain in a region kept in
 * analysis_chain_counts (migration 1380; docs/industry-analysis.md, "Speed"), built in one pass over
 * company_profiles and read by key, and the top companies read from company_profiles: the region
 * matched on its level's column (province_code, city_code or region_code) and the chain by
 * node_paths' GIN index (a company on any place of the chain carries the chain code).
 */
type Queries = QueriesOf<'industry-analysis'>;

export interface Scope {
  regionCode: string;
  level: 1 | 2 | 3;
  chainCode: string;
}

const column = (level: 1 | 2 | 3) =>
  level === 1 ? 'province_code' : level === 2 ? 'city_code' : ('region_code' as const);

const where = (s: Scope): RawBuilder<unknown> =>
  sql`${sql.ref(`p.${column(s.level)}`)} = ${s.regionCode} and p.node_paths @> array[${s.chainCode}]::text[]`;

export const NATION = '100000';

export interface CountRow {
  region_code: string;
  kind: string;
  key: string;
  companies: number;
  capital: number;
}

export const lastBuild = (db: Queries) =>
  db.selectFrom('analysis_chain_count_builds').selectAll().where('id', '=', 1).executeTakeFirst();

/** The band index of a value as text ('0', '1', …), null outside every band. */
const bandOf = (bands: readonly RawBuilder<unknown>[]) =>
  sql`case ${sql.join(
    bands.map((cond, i) => sql`when ${cond} then ${String(i)}`),
    sql` `,
  )} end`;

/**
 * Counts every profile once per level (nation, province, city, county), chain (node_paths' chain
 * codes) and kind: every company (with the capital summed), new since `newSince`, patenting,
 * listed, its capital and age band on `today`, status, scale, founding year and each
 * qualification. A county code equal to its city's is counted at the city only, a city code equal
 * to its province's at the province only (as attract_node_stats). `today` and `newSince` are
 * 'YYYY-MM-DD'.
 */
export async function buildChainCounts(
  store: StoreOf<'industry-analysis'>,
  today: string,
  newSince: string,
): Promise<number> {
  const capital = bandOf(
    ANALYSIS_CAPITAL_BANDS.map(
      (b) => sql`p.reg_capital >= ${b.from}${b.to === null ? sql`` : sql` and p.reg_capital < ${b.to}`}`,
    ),
  );
  const age = bandOf(
    ANALYSIS_AGE_BANDS.map((b) => {
      const after = sql`p.es_dt <= (${today}::date - make_interval(years => ${b.from}))`;
      return b.to === null
        ? after
        : sql`${after} and p.es_dt > (${today}::date - make_interval(years => ${b.to}))`;
    }),
  );
  return store.transaction(async ({ db: tx }) => {
    await tx.deleteFrom('analysis_chain_counts').execute();
    await sql`insert into analysis_chain_counts (region_code, level, chain_code, kind, key, companies, capital)
      select r.code, r.level, x.chain, x.kind, x.key, sum(x.n)::int, coalesce(sum(x.capital), 0)::float8
      from (
        select p.province_code, p.city_code, p.region_code, ch.chain, k.kind, k.key,
          count(*) as n, sum(p.reg_capital) as capital
        from company_profiles p
        cross join lateral unnest(p.node_paths) as ch(chain)
        cross join lateral (values ('all', ''),
          ('new', case when p.es_dt >= ${newSince}::date then '' end),
          ('patenting', case when p.has_patents then '' end),
          ('listed', case when p.is_listed then '' end),
          ('capital', ${capital}), ('age', ${age}),
          ('status', p.reg_status_code), ('scale', p.company_scale_tag),
          ('year', extract(year from p.es_dt)::int::text)) as k(kind, key)
        where ch.chain ~ '^[A-Z]+$' and k.key is not null
        group by 1, 2, 3, 4, 5, 6
        union all
        select p.province_code, p.city_code, p.region_code, ch.chain, 'qualification', q.tag, count(*), 0
        from company_profiles p
        cross join lateral unnest(p.node_paths) as ch(chain)
        cross join lateral unnest(p.qualification_tags) as q(tag)
        where ch.chain ~ '^[A-Z]+$'
        group by 1, 2, 3, 4, 5, 6
      ) x
      cross join lateral (values (${NATION}, 0), (x.province_code, 1), (x.city_code, 2), (x.region_code, 3))
        as r(code, level)
      where r.code <> '' and not (r.level = 3 and x.region_code = x.city_code)
        and not (r.level = 2 and x.city_code = x.province_code)
      group by r.code, r.level, x.chain, x.kind, x.key`.execute(tx);
    const counted = await tx
      .selectFrom('analysis_chain_counts')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirst();
    const rows = Number(counted?.n ?? 0);
    await tx
      .insertInto('analysis_chain_count_builds')
      .values({ id: 1, today, rows })
      .onConflict((oc) => oc.column('id').doUpdateSet({ today, rows, built_at: sql`now()` }))
      .execute();
    return rows;
  });
}

/** The kept counts of the regions on one chain. */
export function countsOf(
  db: Queries,
  regionCodes: readonly string[],
  chainCode: string,
): Promise<CountRow[]> {
  if (!regionCodes.length) return Promise.resolve([]);
  return db
    .selectFrom('analysis_chain_counts')
    .select(['region_code', 'kind', 'key', 'companies', 'capital'])
    .where('region_code', 'in', [...regionCodes])
    .where('chain_code', '=', chainCode)
    .execute();
}

export interface TopRow {
  company_id: string;
  company_name: string;
  total_score: number;
  reg_capital: number;
  es_dt: string | null;
  company_scale_tag: string;
  region_code: string;
}

/** The highest total scores (ties by id), with the company's name. */
export async function topCompanies(db: Queries, s: Scope, limit: number): Promise<TopRow[]> {
  const result = await sql<TopRow>`select p.company_id, c.company_name, p.total_score, p.reg_capital,
      p.es_dt::text as es_dt, p.company_scale_tag, p.region_code
    from company_profiles p join companies c on c.company_id = p.company_id
    where ${where(s)} order by p.total_score desc, p.company_id limit ${limit}`.execute(db);
  return result.rows;
}
