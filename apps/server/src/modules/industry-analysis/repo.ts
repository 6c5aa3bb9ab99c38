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

export interface Bucket {
  key: string;
  count: number;
}

export interface Summary {
  companies: number;
  capital: number;
  new_companies: number;
  patenting: number;
  listed: number;
  capital_bands: number[];
  age_bands: number[];
  statuses: Bucket[];
  scales: Bucket[];
  qualifications: Bucket[];
  /** Founded per year since `sinceYear`. */
  years: Bucket[];
}

/** `select key, count` grouped over the scope's rows `s`, as a JSON array, most first. */
const bucketsOf = (key: RawBuilder<unknown>, from: RawBuilder<unknown> = sql`s`) =>
  sql`(select coalesce(json_agg(json_build_object('key', b.key, 'count', b.count) order by b.count desc, b.key), '[]')
    from (select (${key})::text as key, count(*)::int as count from ${from} group by 1) b)`;

const parsed = (v: unknown): Bucket[] =>
  (typeof v === 'string' ? (JSON.parse(v) as Bucket[]) : ((v ?? []) as Bucket[])).map((b) => ({
    key: String(b.key),
    count: Number(b.count),
  }));

/**
 * Every total, band and bucket in one statement: the scope's profiles are read once (a bitmap AND
 * of the region's index and node_paths' GIN) into a materialised CTE that each count then groups,
 * where five statements read the same ~20,000 rows of a province five times (docs/industry-analysis.md,
 * "Speed"). `today` and `newSince` are 'YYYY-MM-DD'.
 */
export async function summary(
  db: Queries,
  s: Scope,
  today: string,
  newSince: string,
  sinceYear: number,
): Promise<Summary> {
  const capital = ANALYSIS_CAPITAL_BANDS.map(
    (b) =>
      sql`(count(*) filter (where s.reg_capital >= ${b.from}${b.to === null ? sql`` : sql` and s.reg_capital < ${b.to}`}))::int`,
  );
  const age = ANALYSIS_AGE_BANDS.map((b) => {
    const after = sql`s.es_dt <= (${today}::date - make_interval(years => ${b.from}))`;
    const before =
      b.to === null ? sql`` : sql` and s.es_dt > (${today}::date - make_interval(years => ${b.to}))`;
    return sql`(count(*) filter (where ${after}${before}))::int`;
  });
  const result = await sql<Record<string, unknown>>`
    with s as materialized (
      select p.reg_capital, p.es_dt, p.has_patents, p.is_listed, p.reg_status_code, p.company_scale_tag,
        p.qualification_tags
      from company_profiles p where ${where(s)}
    )
    select count(*)::int as companies, coalesce(sum(s.reg_capital), 0)::float8 as capital,
      (count(*) filter (where s.es_dt >= ${newSince}::date))::int as new_companies,
      (count(*) filter (where s.has_patents))::int as patenting,
      (count(*) filter (where s.is_listed))::int as listed,
      ${sql.join(capital.map((c, i) => sql`${c} as ${sql.ref(`c${i}`)}`))},
      ${sql.join(age.map((c, i) => sql`${c} as ${sql.ref(`a${i}`)}`))},
      ${bucketsOf(sql`reg_status_code`)} as statuses,
      ${bucketsOf(sql`company_scale_tag`)} as scales,
      ${bucketsOf(sql`q.tag`, sql`s cross join lateral unnest(s.qualification_tags) as q(tag)`)} as qualifications,
      ${bucketsOf(sql`extract(year from es_dt)::int`, sql`s where s.es_dt >= make_date(${sinceYear}, 1, 1)`)} as years
    from s`.execute(db);
  const row = result.rows[0]!;
  return {
    companies: Number(row.companies),
    capital: Number(row.capital),
    new_companies: Number(row.new_companies),
    patenting: Number(row.patenting),
    listed: Number(row.listed),
    capital_bands: ANALYSIS_CAPITAL_BANDS.map((_, i) => Number(row[`c${i}`] ?? 0)),
    age_bands: ANALYSIS_AGE_BANDS.map((_, i) => Number(row[`a${i}`] ?? 0)),
    statuses: parsed(row.statuses),
    scales: parsed(row.scales),
    qualifications: parsed(row.qualifications).slice(0, L.qualifications),
    years: parsed(row.years),
  };
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
