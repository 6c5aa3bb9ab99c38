import { sql } from 'kysely';
import type { QueriesOf } from '../../db/module-store';
import type { EntFilter } from '../chain';
import { scoped, segmented, type SegmentRow } from './scope-repo';

/** The technology and density maps' queries: technology fields, gene codes and business ties. */

type Queries = QueriesOf<'analysis'>;

export interface SegmentTagRow {
  seg: string;
  tag: string;
  n: number;
}

/** Companies per (segment, technology field) of a scope. */
export async function tagCountsBySegment(
  db: Queries,
  f: EntFilter,
  segments: readonly SegmentRow[],
): Promise<SegmentTagRow[]> {
  const result = await sql<SegmentTagRow>`${segmented(f, segments)}
    select s.seg, t.tag, count(*)::int as n
    from seg s join companies c on c.company_id = s.company_id cross join unnest(c.tech_field_tags) as t(tag)
    group by 1, 2`.execute(db);
  return result.rows;
}

/** The name of the scope: its node's, or its chain's ('' when neither is found). */
export async function scopeName(db: Queries, f: EntFilter): Promise<string> {
  const row = f.nodeCode
    ? await db
        .selectFrom('chain_nodes')
        .select('node_name as name')
        .where('node_code', '=', f.nodeCode)
        .executeTakeFirst()
    : await db
        .selectFrom('industry_chains')
        .select('chain_name as name')
        .where('chain_code', '=', f.chainCode)
        .executeTakeFirst();
  return row?.name ?? '';
}

export interface TaggedCompanyRow {
  company_id: string;
  company_name: string;
  region_code: string;
  node_names: string[];
  tech_field_tags: string[];
  total: number;
}

/** A page of the scope's companies carrying a technology field, strongest first, each row with the total. */
export async function companiesWithTechTag(
  db: Queries,
  f: EntFilter,
  tag: string,
  size: number,
  offset: number,
): Promise<TaggedCompanyRow[]> {
  const result = await sql<TaggedCompanyRow>`${scoped(f)}
    select c.company_id, c.company_name, c.region_code, placed.node_names, c.tech_field_tags,
      count(*) over ()::int as total
    from scoped join placed on placed.company_id = scoped.company_id
    join companies c on c.company_id = scoped.company_id
    where ${tag} = any(c.tech_field_tags)
    order by c.total_score desc, c.company_id
    limit ${size} offset ${offset}`.execute(db);
  return result.rows;
}

/** The scope's companies per technology field and founding year (companies with a date). */
export async function tagCountsByYear(db: Queries, f: EntFilter) {
  const result = await sql<{ tag: string; year: string; n: number }>`${scoped(f)}
    select t.tag, substr(c.es_dt::text, 1, 4) as year, count(*)::int as n
    from scoped join companies c on c.company_id = scoped.company_id
    cross join unnest(c.tech_field_tags) as t(tag)
    where c.es_dt is not null group by 1, 2`.execute(db);
  return result.rows;
}

/** The chain nodes the company sits on, in code order. */
export function companyNodes(db: Queries, companyId: string) {
  return db
    .selectFrom('company_layouts as l')
    .innerJoin('chain_nodes as n', 'n.node_code', 'l.node_code')
    .select(['n.node_code', 'n.node_name'])
    .where('l.company_id', '=', companyId)
    .orderBy('n.node_code')
    .execute();
}

/**
 * `ties(a, b)`: business ties (partners and same-chain relations, not shareholdings) between two
 * companies of the scope.
 */
const ties = (f: EntFilter) => sql`${scoped(f)},
  ties as (
    select r.company_id as a, r.related_company_id as b
    from company_relations r join scoped sa on sa.company_id = r.company_id
    join scoped sb on sb.company_id = r.related_company_id
    where r.relation <> '股东'
  )`;

export interface NodeDensityRow {
  node_code: string;
  parent_code: string | null;
  node_name: string;
  companies: number;
  ties: number;
}

/** Each node of the scope, parents first, with its companies and the ties among them. */
export async function nodeDensities(db: Queries, f: EntFilter): Promise<NodeDensityRow[]> {
  const result = await sql<NodeDensityRow>`
    ${ties(f)},
    up(node_code, ancestor) as (
      select node_code, node_code from sub
      union all
      select up.node_code, n.parent_code from up join chain_nodes n on n.node_code = up.ancestor
      where n.parent_code is not null and up.ancestor in (select node_code from sub)
    ),
    under as (
      select distinct up.ancestor as node_code, l.company_id
      from company_layouts l join scoped s on s.company_id = l.company_id join up on up.node_code = l.node_code
      where up.ancestor in (select node_code from sub)
    ),
    companies_per as (select node_code, count(*)::int as n from under group by 1),
    ties_per as (
      select x.node_code, count(distinct (t.a, t.b))::int as n
      from ties t join under x on x.company_id = t.a join under y on y.company_id = t.b and y.node_code = x.node_code
      group by 1
    )
    select n.node_code, n.parent_code, n.node_name,
      coalesce(cp.n, 0) as companies, coalesce(tp.n, 0) as ties
    from sub join chain_nodes n on n.node_code = sub.node_code
    left join companies_per cp on cp.node_code = n.node_code
    left join ties_per tp on tp.node_code = n.node_code
    order by n.level, n.sort, n.node_code`.execute(db);
  return result.rows;
}

/** The scope's companies and the ties among them. */
export async function scopeDensity(db: Queries, f: EntFilter): Promise<{ companies: number; ties: number }> {
  const result = await sql<{ companies: number; ties: number }>`${ties(f)}
    select (select count(*)::int from scoped) as companies, (select count(*)::int from ties) as ties`.execute(
    db,
  );
  return result.rows[0]!;
}

/** The scope's companies and ties by province (a tie counts in its first company's), most companies first. */
export async function provinceDensities(db: Queries, f: EntFilter) {
  const result = await sql<{ code: string; companies: number; ties: number }>`${ties(f)},
    by_company as (
      select substr(c.region_code, 1, 2) as code, count(*)::int as n
      from scoped join companies c on c.company_id = scoped.company_id group by 1
    ),
    by_tie as (
      select substr(c.region_code, 1, 2) as code, count(*)::int as n
      from ties join companies c on c.company_id = ties.a group by 1
    )
    select b.code, b.n as companies, coalesce(t.n, 0) as ties
    from by_company b left join by_tie t on t.code = b.code order by b.n desc, b.code`.execute(db);
  return result.rows;
}
