import { sql } from 'kysely';
import type { QueriesOf } from '../../db/module-store';
import { entWhere, placed, type EntFilter } from '../chain';

/**
 * SQL shared by the analysis repos. `scoped(f)` is the distinct companies of a chain scope (a
 * chain or a node's subtree, within a region); `segmented(f, parents)` adds each company's
 * segment: the child of the scope node (or the chain's second level) it sits under.
 */
export const scoped = (f: EntFilter) => sql`${placed(f)},
  scoped as (
    select c.company_id from placed join companies c on c.company_id = placed.company_id
    where true ${entWhere(f)}
  )`;

export interface SegmentRow {
  node_code: string;
  node_name: string;
}

/** The segments a scope is divided into: the scope node's children, or the chain's level 2. */
export async function segmentsOf(db: QueriesOf<'analysis'>, f: EntFilter): Promise<SegmentRow[]> {
  const where = f.nodeCode ? sql`parent_code = ${f.nodeCode}` : sql`level = 2`;
  const result = await sql<SegmentRow>`
    select node_code, node_name from chain_nodes where chain_code = ${f.chainCode} and ${where}
    order by level, sort, node_code`.execute(db);
  return result.rows;
}

/** `seg(company_id, seg)`: each scoped company with each segment it sits under. */
export const segmented = (f: EntFilter, segments: readonly SegmentRow[]) => sql`${scoped(f)},
  up(node_code, ancestor) as (
    select node_code, node_code from chain_nodes where chain_code = ${f.chainCode}
    union all
    select up.node_code, n.parent_code from up join chain_nodes n on n.node_code = up.ancestor
    where n.parent_code is not null
  ),
  seg as (
    select distinct l.company_id, up.ancestor as seg
    from company_layouts l join scoped s on s.company_id = l.company_id
    join up on up.node_code = l.node_code
    where up.ancestor in (${sql.join(segments.length ? segments.map((s) => s.node_code) : [''])})
  )`;

/** A text[] literal of values, for `array_position` and `= any`. */
export const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(values.map((v) => sql`${v}`))}]::text[]`;
