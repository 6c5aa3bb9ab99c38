import { sql } from 'kysely';
import type { StoreOf } from '../../../db/module-store';
import type { CompanyRows } from '../store';

/** The import's own queries: the data set ledger, stored companies by key, and the company upsert. */

type Store = StoreOf<'bigdata'>;

/** The recorded data set's source ('generator' or 'import'), if one is recorded. */
export function datasetSource(tx: Store): Promise<{ source: string } | undefined> {
  return tx.db.selectFrom('bigdata_datasets').select('source').executeTakeFirst();
}

/** Deletes every company and investment organisation (their child rows go with them). */
export async function clearCompaniesAndOrganisations(tx: Store): Promise<void> {
  await tx.db.deleteFrom('investment_orgs').execute();
  await tx.db.deleteFrom('companies').execute();
}

export async function hasChains(tx: Store): Promise<boolean> {
  const chain = await tx.db.selectFrom('industry_chains').select('chain_code').limit(1).executeTakeFirst();
  return chain !== undefined;
}

/** Records the data set as imported, with its company count (kept up to date by each import). */
export async function recordImportedDataset(tx: Store): Promise<void> {
  const { n } = await tx.db
    .selectFrom('companies')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  await tx.db
    .insertInto('bigdata_datasets')
    .values({ id: 1, source: 'import', seed: null, size: Number(n) })
    .onConflict((oc) => oc.column('id').doUpdateSet({ size: Number(n), loaded_at: sql<Date>`now()` }))
    .execute();
}

/** The stored companies with one of these credit codes. */
export function companiesWithUscNos(tx: Store, uscNos: readonly string[]) {
  return tx.db
    .selectFrom('companies')
    .select(['company_id', 'usc_no'])
    .where('usc_no', 'in', uscNos)
    .execute();
}

/** The stored companies with one of these ids. */
export function companiesWithIds(tx: Store, ids: readonly string[]) {
  return tx.db
    .selectFrom('companies')
    .select(['company_id', 'usc_no'])
    .where('company_id', 'in', ids)
    .execute();
}

const CHILD_TABLES_BY_COMPANY = [
  'company_shareholders',
  'company_listings', // its stock_daily rows go with it (on delete cascade)
  'company_financials',
  'company_dynamics',
  'company_tag_changes',
  'company_layouts',
  'company_relations',
  'company_patents',
  'company_changes',
] as const;

/** Deletes the companies' child rows, which an import writes anew. */
export async function deleteCompanyChildren(tx: Store, companyIds: readonly string[]): Promise<void> {
  for (const table of CHILD_TABLES_BY_COMPANY) {
    await tx.db.deleteFrom(table).where('company_id', 'in', companyIds).execute();
  }
}

/** The stored listings with one of these stock codes, with their company's credit code. */
export function listingsWithStockCodes(tx: Store, codes: readonly string[]) {
  return tx.db
    .selectFrom('company_listings')
    .innerJoin('companies', 'companies.company_id', 'company_listings.company_id')
    .select(['company_listings.stock_code', 'companies.usc_no'])
    .where('company_listings.stock_code', 'in', codes)
    .execute();
}

/** The stored patents with one of these numbers, with their company's credit code. */
export function patentsWithNumbers(tx: Store, numbers: readonly string[]) {
  return tx.db
    .selectFrom('company_patents')
    .innerJoin('companies', 'companies.company_id', 'company_patents.company_id')
    .select(['company_patents.patent_no', 'companies.usc_no'])
    .where('company_patents.patent_no', 'in', numbers)
    .execute();
}

/**
 * The company rows of a batch in one statement, as the writer's insertRows sends them (one JSON
 * parameter through jsonb_populate_recordset), plus the upsert: a stored credit code gets its row
 * updated in place, so follows and investments that point at the company id stay.
 */
export async function upsertCompanies(tx: Store, rows: readonly CompanyRows[]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first.company);
  const updated = columns.filter((c) => c !== 'company_id' && c !== 'usc_no');
  const list = sql.join(columns.map((c) => sql.ref(c)));
  const json = JSON.stringify(rows.map((r) => r.company));
  await sql`insert into companies (${list})
    select ${list} from jsonb_populate_recordset(null::companies, ${json}::jsonb)
    on conflict (usc_no) do update set
    ${sql.join(updated.map((c) => sql`${sql.ref(c)} = ${sql.ref(`excluded.${c}`)}`))}, updated_at = now()`.execute(
    tx.db,
  );
}

/** Refreshes the planner's statistics of companies and their profiles after an import. */
export async function analyzeCompanies(store: Store): Promise<void> {
  await sql`analyze companies`.execute(store.db);
  await sql`analyze company_profiles`.execute(store.db);
}
