import type { QueriesOf, StoreOf } from '../../db/module-store';
import type { GeneratedFacts, GeneratedPark } from './region-facts-generate';

type Queries = QueriesOf<'bigdata'>;

const BATCH = 500;

export async function hasRegionFacts(db: Queries): Promise<boolean> {
  return (
    (await db.selectFrom('region_facts').select('region_code').limit(1).executeTakeFirst()) !== undefined
  );
}

/** Writes generated facts and parks once (a region already on record keeps its row). */
export async function insertRegionFacts(
  store: StoreOf<'bigdata'>,
  facts: readonly GeneratedFacts[],
  parks: readonly GeneratedPark[],
): Promise<void> {
  await store.transaction(async ({ db: tx }) => {
    for (let i = 0; i < facts.length; i += BATCH)
      await tx
        .insertInto('region_facts')
        .values(facts.slice(i, i + BATCH).map((f) => ({ ...f, source: 'generated' })))
        .onConflict((oc) => oc.column('region_code').doNothing())
        .execute();
    for (let i = 0; i < parks.length; i += BATCH)
      await tx
        .insertInto('region_parks')
        .values(parks.slice(i, i + BATCH).map((p) => ({ ...p, source: 'generated' })))
        .onConflict((oc) => oc.column('park_id').doNothing())
        .execute();
  });
}

export const regionFactsRow = (db: Queries, code: string) =>
  db.selectFrom('region_facts').selectAll().where('region_code', '=', code).executeTakeFirst();

/** The parks of a region and of the regions under it (codes starting with its prefix). */
export const regionParks = (db: Queries, prefix: string, limit: number) =>
  db
    .selectFrom('region_parks')
    .selectAll()
    .where('region_code', 'like', `${prefix}%`)
    .orderBy('grade', 'desc')
    .orderBy('area', 'desc')
    .orderBy('park_id')
    .limit(limit)
    .execute();
