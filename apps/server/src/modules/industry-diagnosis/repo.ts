import { sql } from 'kysely';
import type { QueriesOf, StoreOf } from '../../db/module-store';

/**
 * All SQL of 产业诊断: the patents of the chain's companies per region and chain place, kept in
 * diagnosis_node_patents (migration 1380; docs/industry-diagnosis.md, "Speed"): built in one pass
 * over company_profiles and company_patents, read by key.
 */
type Queries = QueriesOf<'industry-diagnosis'>;

export const NATION = '100000';

export interface NodePatentRow {
  region_code: string;
  node_code: string;
  patents: number;
  recent_patents: number;
}

export const lastBuild = (db: Queries) =>
  db.selectFrom('diagnosis_node_patent_builds').selectAll().where('id', '=', 1).executeTakeFirst();

/**
 * Counts every patent once per level (nation, province, city, county) and per place on its
 * company's chains (node_paths: a node with its ancestors and the chain code); `recent_patents`
 * those applied for since `recentSince`. A county code equal to its city's is counted at the city
 * only, a city code equal to its province's at the province only (as attract_node_stats).
 */
export async function buildNodePatents(
  store: StoreOf<'industry-diagnosis'>,
  recentSince: string,
): Promise<number> {
  return store.transaction(async ({ db: tx }) => {
    await tx.deleteFrom('diagnosis_node_patents').execute();
    await sql`insert into diagnosis_node_patents (region_code, level, node_code, patents, recent_patents)
      select r.code, r.level, n.node, sum(t.patents)::int, sum(t.recent)::int
      from (
        select company_id, count(*) as patents,
          count(*) filter (where applied_on >= ${recentSince}::date) as recent
        from company_patents group by company_id
      ) t
      join company_profiles c on c.company_id = t.company_id
      cross join lateral (values (${NATION}, 0), (c.province_code, 1), (c.city_code, 2), (c.region_code, 3))
        as r(code, level)
      cross join lateral unnest(c.node_paths) as n(node)
      where r.code <> '' and not (r.level = 3 and c.region_code = c.city_code)
        and not (r.level = 2 and c.city_code = c.province_code)
      group by r.code, r.level, n.node`.execute(tx);
    const counted = await tx
      .selectFrom('diagnosis_node_patents')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirst();
    const rows = Number(counted?.n ?? 0);
    await tx
      .insertInto('diagnosis_node_patent_builds')
      .values({ id: 1, recent_since: recentSince, rows })
      .onConflict((oc) =>
        oc.column('id').doUpdateSet({ recent_since: recentSince, rows, built_at: sql`now()` }),
      )
      .execute();
    return rows;
  });
}

/** The kept patents of the regions on the places (exact codes). */
export function nodePatentsOf(
  db: Queries,
  regionCodes: readonly string[],
  nodeCodes: readonly string[],
): Promise<NodePatentRow[]> {
  if (!regionCodes.length || !nodeCodes.length) return Promise.resolve([]);
  return db
    .selectFrom('diagnosis_node_patents')
    .select(['region_code', 'node_code', 'patents', 'recent_patents'])
    .where('region_code', 'in', [...regionCodes])
    .where('node_code', 'in', [...nodeCodes])
    .execute();
}
