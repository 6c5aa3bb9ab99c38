import { sql, type RawBuilder } from 'kysely';
import {
  ANALYSIS_AGE_BANDS,
  ANALYSIS_CAPITAL_BANDS,
  INDUSTRY_ANALYSIS_LIMITS as L,
} from '@platform/contracts';
import type { QueriesOf } from '../../db/module-store';

/**
 * The counts of one chain in one region read from company_profiles (the enterprise read model):
 * the region is matched on its level's column (province_code, city_code or region_code) and the
 * chain by node_paths' GIN index (a company on any place of the chain carries the chain code).
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

export interface Totals {
  companies: number;
  capital: number;
  new_companies: number;
  patenting: number;
  listed: number;
  capital_bands: number[];
  age_bands: number[];
}

/** Every total and band in one pass. `today` and `newSince` are 'YYYY-MM-DD'. */
export async function totals(db: Queries, s: Scope, today: string, newSince: string): Promise<Totals> {
  const capital = ANALYSIS_CAPITAL_BANDS.map(
    (b) =>
      sql`(count(*) filter (where p.reg_capital >= ${b.from}${b.to === null ? sql`` : sql` and p.reg_capital < ${b.to}`}))::int`,
  );
  const age = ANALYSIS_AGE_BANDS.map((b) => {
    const after = sql`p.es_dt <= (${today}::date - make_interval(years => ${b.from}))`;
    const before =
      b.to === null ? sql`` : sql` and p.es_dt > (${today}::date - make_interval(years => ${b.to}))`;
    return sql`(count(*) filter (where ${after}${before}))::int`;
  });
  const result = await sql<Omit<Totals, 'capital_bands' | 'age_bands'> & Record<string, number>>`
    select count(*)::int as companies, coalesce(sum(p.reg_capital), 0)::float8 as capital,
      (count(*) filter (where p.es_dt >= ${newSince}::date))::int as new_companies,
      (count(*) filter (where p.has_patents))::int as patenting,
      (count(*) filter (where p.is_listed))::int as listed,
      ${sql.join(capital.map((c, i) => sql`${c} as ${sql.ref(`c${i}`)}`))},
      ${sql.join(age.map((c, i) => sql`${c} as ${sql.ref(`a${i}`)}`))}
    from company_profiles p where ${where(s)}`.execute(db);
  const row = result.rows[0]!;
  return {
    companies: Number(row.companies),
    capital: Number(row.capital),
    new_companies: Number(row.new_companies),
    patenting: Number(row.patenting),
    listed: Number(row.listed),
    capital_bands: ANALYSIS_CAPITAL_BANDS.map((_, i) => Number(row[`c${i}`] ?? 0)),
    age_bands: ANALYSIS_AGE_BANDS.map((_, i) => Number(row[`a${i}`] ?? 0)),
  };
}

export interface Bucket {
  key: string;
  count: number;
}

/** Companies by 登记状态, 企业规模 and (each tag of) qualification, and founded per year since `sinceYear`. */
export async function buckets(
  db: Queries,
  s: Scope,
  sinceYear: number,
): Promise<{ statuses: Bucket[]; scales: Bucket[]; qualifications: Bucket[]; years: Bucket[] }> {
  const grouped = (expr: RawBuilder<unknown>, extra: RawBuilder<unknown> = sql``) =>
    sql<{ key: string; count: number }>`select ${expr} as key, count(*)::int as count
      from company_profiles p ${extra} where ${where(s)} group by 1 order by 2 desc, 1`
      .execute(db)
      .then((r) => r.rows.map((x) => ({ key: String(x.key), count: Number(x.count) })));
  const [statuses, scales, qualifications, years] = await Promise.all([
    grouped(sql`p.reg_status_code`),
    grouped(sql`p.company_scale_tag`),
    grouped(sql`q.tag`, sql`cross join lateral unnest(p.qualification_tags) as q(tag)`),
    sql<{ key: number; count: number }>`select extract(year from p.es_dt)::int as key, count(*)::int as count
      from company_profiles p where ${where(s)} and p.es_dt >= make_date(${sinceYear}, 1, 1) group by 1`
      .execute(db)
      .then((r) => r.rows.map((x) => ({ key: String(x.key), count: Number(x.count) }))),
  ]);
  return { statuses, scales, qualifications: qualifications.slice(0, L.qualifications), years };
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
