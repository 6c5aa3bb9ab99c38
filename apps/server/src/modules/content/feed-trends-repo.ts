import { sql, type SqlBool } from 'kysely';
import type { QueriesOf } from '../../db/module-store';
import type { DynamicFeedRow, PublicationFeedRow } from './feed-repo';
import { visibleTo, type Viewer } from './visibility-repo';

/**
 * Trends of /trends/index: counts per day or week (China time) of new publications, company
 * dynamics, financing events and company registrations for a chain (company_layouts) and a region
 * prefix (companies.region_code, publications.region_code), from bigdata's read model and the
 * publications the reader may see.
 */

type Queries = QueriesOf<'content'>;

export interface TrendFilter {
  chainCode?: string;
  regionCode?: string;
  from: Date;
  to: Date;
  bucket: 'day' | 'week';
  viewer: Viewer;
}

export interface CountRow {
  series: 'publications' | 'dynamics' | 'financing' | 'registrations';
  day: string;
  n: number;
}

const CHINA = sql.lit('Asia/Shanghai');

/** Companies of the chain and region (a semi-join, or true when neither is chosen). */
const companyFilter = (f: TrendFilter, alias: string) => {
  const c = sql.raw(alias);
  const parts = [
    f.chainCode
      ? sql<SqlBool>`exists (select 1 from company_layouts l where l.company_id = ${c}.company_id and l.chain_code = ${f.chainCode})`
      : null,
    f.regionCode
      ? sql<SqlBool>`exists (select 1 from companies rc where rc.company_id = ${c}.company_id and rc.region_code like ${`${f.regionCode}%`})`
      : null,
  ].filter((p) => p !== null);
  return parts.length ? sql<SqlBool>`${sql.join(parts, sql` and `)}` : sql<SqlBool>`true`;
};

const publicationFilter = (f: TrendFilter) =>
  sql<SqlBool>`${visibleTo(f.viewer, 'p')}
    ${f.chainCode ? sql`and p.chain_code = ${f.chainCode}` : sql``}
    ${f.regionCode ? sql`and p.region_code like ${`${f.regionCode}%`}` : sql``}`;

const bucketOf = (f: TrendFilter, col: ReturnType<typeof sql>) =>
  sql<string>`to_char(date_trunc(${f.bucket}, (${col}) at time zone ${CHINA}), 'YYYY-MM-DD')`;

export async function trendCounts(db: Queries, f: TrendFilter): Promise<CountRow[]> {
  const from = f.from.toISOString();
  const to = f.to.toISOString();
  const fromDay = from.slice(0, 10);
  const toDay = to.slice(0, 10);
  const result = await sql<CountRow>`
    select 'publications' as series, ${bucketOf(f, sql`p.published_at`)} as day, count(*)::int as n
      from publications p
      where ${publicationFilter(f)} and p.published_at >= ${from}::timestamptz and p.published_at < ${to}::timestamptz
      group by 2
    union all
    select 'dynamics', ${bucketOf(f, sql`d.publish_dt`)}, count(*)::int
      from company_dynamics d
      where d.publish_dt >= ${from}::timestamptz and d.publish_dt < ${to}::timestamptz and ${companyFilter(f, 'd')}
      group by 2
    union all
    select 'financing', ${bucketOf(f, sql`(i.invest_date::timestamp at time zone ${CHINA})`)}, count(*)::int
      from org_investments i
      where i.invest_date >= ${fromDay}::date and i.invest_date <= ${toDay}::date and ${companyFilter(f, 'i')}
      group by 2
    union all
    select 'registrations', ${bucketOf(f, sql`(c.es_dt::timestamp at time zone ${CHINA})`)}, count(*)::int
      from companies c
      where c.es_dt >= ${fromDay}::date and c.es_dt <= ${toDay}::date and ${companyFilter(f, 'c')}
      group by 2`.execute(db);
  return result.rows;
}

/** The newest visible publications of the chain and region. */
export async function latestPublications(
  db: Queries,
  f: TrendFilter,
  limit: number,
): Promise<PublicationFeedRow[]> {
  const result = await sql<PublicationFeedRow>`
    select p.id, to_char(p.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as ts,
      'p:' || p.id as key, p.kind, p.title, p.summary, p.cover, p.author_id, p.tenant_id
    from publications p
    where ${publicationFilter(f)}
    order by p.published_at desc, p.id desc
    limit ${limit}`.execute(db);
  return result.rows;
}

/** The newest company dynamics of the chain and region (of the chain's companies when one is chosen). */
export async function latestDynamics(db: Queries, f: TrendFilter, limit: number): Promise<DynamicFeedRow[]> {
  const result = await sql<DynamicFeedRow>`
    select d.id::text as id, to_char(d.publish_dt at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as ts,
      'd:' || d.id::text as key, d.company_id, c.company_name, c.logo_path, d.title, d.publisher, d.is_sys,
      d.web_source, d.init_source, left(d.content, 500) as content, d.url
    from company_dynamics d join companies c on c.company_id = d.company_id
    where d.publish_dt <= ${f.to.toISOString()}::timestamptz and ${companyFilter(f, 'd')}
    order by d.publish_dt desc, d.id desc
    limit ${limit}`.execute(db);
  return result.rows;
}

export const chainName = (db: Queries, code: string) =>
  db.selectFrom('industry_chains').select('chain_name').where('chain_code', '=', code).executeTakeFirst();
