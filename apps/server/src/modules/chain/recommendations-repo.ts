import { sql } from 'kysely';
import type { QueriesOf } from '../../db/module-store';
import { entWhere, placed, type EntFilter } from './repo';

/** The chain pop-ups' recommendations: tags of a scope's companies, and companies by name. */

type Queries = QueriesOf<'chain'>;

/** Founded within this many years counts as recent for a technology field. */
const RECENT_YEARS = 3;

export interface TagCountRow {
  tag: string;
  n: number;
  recent: number;
}

/** The scope's tags of one column, most companies first, with how many of those are recent. */
export async function scopeTagCounts(
  db: Queries,
  f: EntFilter,
  column: 'qualification_tags' | 'tech_field_tags',
  limit: number,
): Promise<TagCountRow[]> {
  const result = await sql<TagCountRow>`${placed(f)}
  select t.tag, count(*)::int as n,
    count(*) filter (where c.es_dt >= (current_date - ${sql.lit(RECENT_YEARS * 365)}))::int as recent
  from placed join companies c on c.company_id = placed.company_id
  cross join unnest(c.${sql.raw(column)}) as t(tag)
  where true ${entWhere(f)}
  group by 1 order by 2 desc, 1 limit ${limit}`.execute(db);
  return result.rows;
}

/** Each company's legal representative, by company id. */
export async function legalEntityNames(
  db: Queries,
  companyIds: readonly string[],
): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('companies')
    .select(['company_id', 'legal_entity_name'])
    .where('company_id', 'in', companyIds.length ? companyIds : [''])
    .execute();
  return new Map(rows.map((r) => [r.company_id, r.legal_entity_name]));
}

/** Companies of the chain whose name matches `like`, strongest first, with the nodes each sits on. */
export async function companiesNamedLike(db: Queries, chainCode: string, like: string, limit: number) {
  const result = await sql<{ company_id: string; company_name: string; node_codes: string[] }>`
    select c.company_id, c.company_name, array_agg(l.node_code order by l.node_code) as node_codes
    from company_layouts l join companies c on c.company_id = l.company_id
    where l.chain_code = ${chainCode} and c.company_name ilike ${like}
    group by 1, 2 order by max(c.total_score) desc, 1 limit ${limit}`.execute(db);
  return result.rows;
}
