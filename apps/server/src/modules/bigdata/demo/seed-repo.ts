import { sql } from 'kysely';
import type { StoreOf } from '../../../db/module-store';

/** The demo seed's own queries: the data set ledger, the clearing of a half load, statistics. */

type Store = StoreOf<'bigdata'>;

/** Every table the enterprise data set fills, children first. */
const DATASET_TABLES = [
  'org_investments',
  'org_funds',
  'investment_orgs',
  'company_changes',
  'company_patents',
  'company_relations',
  'company_layouts',
  'company_tag_changes',
  'company_dynamics',
  'company_financials',
  'stock_daily',
  'company_listings',
  'company_shareholders',
  'companies',
  'chain_nodes',
  'industry_chains',
] as const;

/** Whether a data set (generated or imported) is recorded as loaded. */
export async function datasetLoaded(store: Store): Promise<boolean> {
  const done = await store.db.selectFrom('bigdata_datasets').select('id').executeTakeFirst();
  return done !== undefined;
}

/** The recorded data set (source 'generator' or 'import', its seed and size), if one is loaded. */
export function recordedDataset(store: Store) {
  return store.db.selectFrom('bigdata_datasets').select(['source', 'seed', 'size']).executeTakeFirst();
}

/** Whether any patent or change event is stored (a set loaded before migration 1140 has none). */
export async function hasPatentsOrChanges(store: Store): Promise<boolean> {
  const patent = await store.db.selectFrom('company_patents').select('id').limit(1).executeTakeFirst();
  if (patent) return true;
  const change = await store.db.selectFrom('company_changes').select('id').limit(1).executeTakeFirst();
  return change !== undefined;
}

/** The ids among these that are stored companies (a top-up writes only for those). */
export async function storedCompanyIds(store: Store, ids: readonly string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await store.db
    .selectFrom('companies')
    .select('company_id')
    .where('company_id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.company_id));
}

/** Empties every table of the data set (an interrupted load leaves rows behind). */
export async function clearDataset(tx: Store): Promise<void> {
  for (const table of DATASET_TABLES) await tx.db.deleteFrom(table).execute();
}

/** Records the generated data set as loaded: the last write of a load. */
export async function recordGeneratedDataset(tx: Store, seed: string, size: number): Promise<void> {
  await tx.db.insertInto('bigdata_datasets').values({ id: 1, source: 'generator', seed, size }).execute();
}

/** Refreshes the planner's statistics after a bulk load. */
export async function analyzeAll(store: Store): Promise<void> {
  await sql`analyze`.execute(store.db);
}
