import type { Store } from '../../../db/kysely';
import { insertDailyRows, insertRows } from './bulk-repo';
import { refreshProfiles } from './profiles-repo';
import type { CompanyRows } from './rows';

/** Child tables of a company, in the order they are written. */
export const COMPANY_CHILD_TABLES = [
  'company_shareholders',
  'company_listings',
  'stock_daily',
  'company_financials',
  'company_dynamics',
  'company_tag_changes',
  'company_layouts',
  'company_relations',
  'company_patents',
  'company_changes',
] as const;

/** Inserts a batch of new companies with all their rows (the caller holds the transaction). */
export async function insertCompanies(store: Store, batch: readonly CompanyRows[]): Promise<void> {
  await insertRows(
    store,
    'companies',
    batch.map((b) => b.company),
  );
  await insertChildren(store, batch);
}

/**
 * A batch's rows below the company itself (the company row is written first): its children, then
 * its profile row, which reads the patents and capital changes just written.
 */
export async function insertChildren(store: Store, batch: readonly CompanyRows[]): Promise<void> {
  await insertRows(
    store,
    'company_shareholders',
    batch.flatMap((b) => b.shareholders),
  );
  await insertRows(
    store,
    'company_listings',
    batch.flatMap((b) => b.listings),
  );
  const daily = batch.flatMap((b) => b.daily);
  for (let i = 0; i < daily.length; i += DAILY_CHUNK) {
    await insertDailyRows(store, daily.slice(i, i + DAILY_CHUNK));
  }
  await insertRows(
    store,
    'company_financials',
    batch.flatMap((b) => b.financials),
  );
  await insertRows(
    store,
    'company_dynamics',
    batch.flatMap((b) => b.dynamics),
  );
  await insertRows(
    store,
    'company_tag_changes',
    batch.flatMap((b) => b.tagChanges),
  );
  await insertRows(
    store,
    'company_layouts',
    batch.flatMap((b) => b.layouts),
  );
  await insertRows(
    store,
    'company_relations',
    batch.flatMap((b) => b.relations),
  );
  await insertRows(
    store,
    'company_patents',
    batch.flatMap((b) => b.patents),
  );
  await insertRows(
    store,
    'company_changes',
    batch.flatMap((b) => b.changes),
  );
  await refreshProfiles(
    store,
    batch.map((b) => b.company.company_id),
  );
}

/** Keeps each statement of daily rows to a few megabytes of parameters. */
const DAILY_CHUNK = 20_000;
