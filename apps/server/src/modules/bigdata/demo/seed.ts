import type { Store } from '../../../db/kysely';
import {
  chainRows,
  companyRows,
  insertCompanies,
  insertRows,
  organisationRows,
  refreshSignalsFromRecords,
  type CompanyRows,
} from '../store';
import { recordOfGenerated } from './from-generator';
import { generateDataset } from './generator';
import {
  analyzeAll,
  clearDataset,
  datasetLoaded,
  hasPatentsOrChanges,
  recordedDataset,
  recordGeneratedDataset,
  storedCompanyIds,
} from './seed-repo';

export interface SeedOptions {
  seed: string;
  companies: number;
  /**
   * Only the company rows, their chain layouts, patents and capital changes (what search and the
   * lead finder filter on; no shareholders, quotes, financials, dynamics, tag changes, other
   * change events, relations nor organisations): loads large data sets for benchmarks faster.
   */
  companiesOnly?: boolean;
  /** Called after each stored batch with the number of companies stored so far. */
  onProgress?: (stored: number) => void;
}

const BATCH = 500;

/**
 * Loads the deterministic demo data set once: nothing happens when a data set is already recorded
 * in `bigdata_datasets` (written last, so an interrupted load is cleared and done again on the next
 * start), except that a generated set loaded before patents and change events existed gets them
 * (topUpPatentsAndChanges). It runs before the server listens, so no user can hold a follow of a
 * half-loaded company. Batches are their own transactions to keep memory flat; returns whether it
 * loaded.
 */
export async function seedDemoEnterprises(store: Store, options: SeedOptions): Promise<boolean> {
  if (await datasetLoaded(store)) {
    await topUpPatentsAndChanges(store, options);
    return false;
  }
  await store.transaction(async (tx) => {
    await clearDataset(tx);
    const { chains, nodes } = chainRows();
    await insertRows(tx, 'industry_chains', chains);
    await insertRows(tx, 'chain_nodes', nodes);
  });

  const dataset = generateDataset({ seed: options.seed, companies: options.companies });
  let batch: CompanyRows[] = [];
  let stored = 0;
  const flush = async () => {
    const rows = batch;
    batch = [];
    await store.transaction((tx) =>
      insertCompanies(tx, options.companiesOnly ? rows.map(companyAndLayouts) : rows),
    );
    stored += rows.length;
    options.onProgress?.(stored);
  };
  for (const company of dataset.companies()) {
    const record = recordOfGenerated(company, dataset, { withDaily: !options.companiesOnly });
    batch.push(companyRows(record));
    if (batch.length === BATCH) await flush();
  }
  if (batch.length) await flush();

  await store.transaction(async (tx) => {
    const orgs = options.companiesOnly ? [] : [...dataset.organisations()].map(organisationRows);
    await insertRows(
      tx,
      'investment_orgs',
      orgs.map((o) => o.org),
    );
    await insertRows(
      tx,
      'org_funds',
      orgs.flatMap((o) => o.funds),
    );
    await insertRows(
      tx,
      'org_investments',
      orgs.flatMap((o) => o.investments),
    );
    await recordGeneratedDataset(tx, options.seed, options.companies);
  });
  await analyzeAll(store);
  return true;
}

function companyAndLayouts(rows: CompanyRows): CompanyRows {
  return {
    ...rows,
    shareholders: [],
    listings: [],
    daily: [],
    financials: [],
    dynamics: [],
    tagChanges: [],
    relations: [],
    changes: rows.changes.filter((c) => c.kind === 'capital'),
  };
}

/**
 * A data set the generator loaded before migration 1140 has no patents nor change events: they are
 * generated again from its recorded seed and size (the companies come out the same) and added to
 * the stored companies, then the profiles' two signals are set. Once: afterwards some are stored.
 * Imported data sets are left alone (their patents and changes come with the next import).
 */
async function topUpPatentsAndChanges(store: Store, options: SeedOptions): Promise<void> {
  const recorded = await recordedDataset(store);
  if (recorded?.source !== 'generator' || recorded.seed === null || recorded.size === 0) return;
  if (await hasPatentsOrChanges(store)) return;
  const dataset = generateDataset({ seed: recorded.seed, companies: recorded.size });
  let batch: CompanyRows[] = [];
  const flush = async () => {
    const rows = batch;
    batch = [];
    const stored = await storedCompanyIds(
      store,
      rows.map((r) => r.company.company_id),
    );
    const kept = rows.filter((r) => stored.has(r.company.company_id));
    await store.transaction(async (tx) => {
      await insertRows(
        tx,
        'company_patents',
        kept.flatMap((r) => r.patents),
      );
      await insertRows(
        tx,
        'company_changes',
        kept.flatMap((r) => (options.companiesOnly ? companyAndLayouts(r) : r).changes),
      );
    });
  };
  for (const company of dataset.companies()) {
    batch.push(companyRows(recordOfGenerated(company, dataset, { withDaily: false })));
    if (batch.length === BATCH) await flush();
  }
  if (batch.length) await flush();
  await refreshSignalsFromRecords(store);
  await analyzeAll(store);
}
