import { sql } from 'kysely';
import type { QueriesOf } from '../../db/module-store';

/** All SQL of 产业诊断: the patents of the chain's companies per node, here and nationwide. */
type Queries = QueriesOf<'industry-diagnosis'>;

export interface NodePatentRow {
  node: string;
  local: number;
  local_recent: number;
  national: number;
}

/** The company_profiles column holding a region of this level (1 province, 2 city, 3 county). */
const REGION_COLUMN = { 1: 'province_code', 2: 'city_code', 3: 'region_code' } as const;

/**
 * Patents of the companies laid out on each node of the chain (a node counts its descendants', as
 * node_paths holds every ancestor), in the region and nationwide; `local_recent` those applied for
 * since `recentSince`. One pass over the chain's companies (node_paths GIN) and their patents.
 */
export async function patentsByNode(
  db: Queries,
  chainCode: string,
  regionCode: string,
  level: 1 | 2 | 3,
  recentSince: string,
): Promise<NodePatentRow[]> {
  const column = sql.ref(`c.${REGION_COLUMN[level]}`);
  const { rows } = await sql<{ node: string; local: string; local_recent: string; national: string }>`
    select n.node,
      count(*) filter (where ${column} = ${regionCode}) as local,
      count(*) filter (where ${column} = ${regionCode} and p.applied_on >= ${recentSince}::date) as local_recent,
      count(*) as national
    from company_profiles c
    join company_patents p on p.company_id = c.company_id
    cross join lateral unnest(c.node_paths) as n(node)
    where c.node_paths @> array[${chainCode}]::text[] and n.node ~ ${`^${chainCode}\\d+$`}
    group by n.node`.execute(db);
  return rows.map((r) => ({
    node: r.node,
    local: Number(r.local),
    local_recent: Number(r.local_recent),
    national: Number(r.national),
  }));
}
