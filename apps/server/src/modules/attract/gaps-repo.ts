import { sql } from 'kysely';
import type { QueriesOf, StoreOf } from '../../db/module-store';

/**
 * The kept counts of the enterprise read model per region and chain place (attract_node_stats,
 * migration 1180; docs/attract.md, "Speed"): built in one pass over company_profiles, read by key.
 */
type Queries = QueriesOf<'attract'>;

export const NATION = '100000';

export interface NodeStatRow {
  region_code: string;
  node_code: string;
  companies: number;
  capital: number;
  new_companies: number;
}

export const lastBuild = (db: Queries) =>
  db.selectFrom('attract_node_stats_builds').selectAll().where('id', '=', 1).executeTakeFirst();

/**
 * Counts every profile once per level (nation, province, city, county) and per place on its
 * chains (node_paths: a node with its ancestors and the chain code; '' stands for every company).
 * A county code equal to its city's (a city without counties) is counted at the city only.
 */
export async function buildNodeStats(store: StoreOf<'attract'>, newSince: string): Promise<number> {
  return store.transaction(async ({ db: tx }) => {
    await tx.deleteFrom('attract_node_stats').execute();
    await sql`insert into attract_node_stats (region_code, level, node_code, companies, capital, new_companies)
      select r.code, r.level, n.node, count(*)::int, coalesce(sum(c.reg_capital), 0)::float8,
        (count(*) filter (where c.es_dt >= ${newSince}::date))::int
      from company_profiles c
      cross join lateral (values (${NATION}, 0), (c.province_code, 1), (c.city_code, 2), (c.region_code, 3))
        as r(code, level)
      cross join lateral unnest(array[''] || c.node_paths) as n(node)
      where r.code <> '' and not (r.level = 3 and c.region_code = c.city_code)
        and not (r.level = 2 and c.city_code = c.province_code)
      group by r.code, r.level, n.node`.execute(tx);
    const total = await tx
      .selectFrom('attract_node_stats')
      .select('companies')
      .where('region_code', '=', NATION)
      .where('node_code', '=', '')
      .executeTakeFirst();
    const companies = total?.companies ?? 0;
    await tx
      .insertInto('attract_node_stats_builds')
      .values({ id: 1, new_since: newSince, companies })
      .onConflict((oc) =>
        oc.column('id').doUpdateSet({ new_since: newSince, companies, built_at: sql`now()` }),
      )
      .execute();
    return companies;
  });
}

/** The counts of the regions on the places (exact codes; '' is every company of the region). */
export function statsOf(
  db: Queries,
  regionCodes: readonly string[],
  nodeCodes: readonly string[],
): Promise<NodeStatRow[]> {
  if (!regionCodes.length || !nodeCodes.length) return Promise.resolve([]);
  return db
    .selectFrom('attract_node_stats')
    .select(['region_code', 'node_code', 'companies', 'capital', 'new_companies'])
    .where('region_code', 'in', [...regionCodes])
    .where('node_code', 'in', [...nodeCodes])
    .execute();
}
