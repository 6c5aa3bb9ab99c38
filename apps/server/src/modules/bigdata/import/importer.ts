/**
 * Import of licensed company data (docs/enterprise-import.md). Two passes over the file:
 *
 * 1. validate: stream every company through the schema and the file-wide checks (duplicate credit
 *    codes, company ids, stock codes); collect `line N: field: message` errors and stop reading
 *    after `maxErrors`. Any error: nothing is written.
 * 2. write: stream again and write everything in ONE transaction, in batches through the demo
 *    seed's row mapping and writer: each company row is upserted by credit code (`on conflict
 *    (usc_no)`), its child rows replaced. A database error, a conflict with stored data, or a crash
 *    rolls the whole import back: a broken import changes nothing.
 */
import type { Store } from '../../../db/kysely';
import { chainRows, companyRows, insertChildren, insertRows } from '../store';
import * as repo from './import-repo';
import {
  companyIdOfCredit,
  companySchema,
  describeIssues,
  recordOfImported,
  type ImportedCompany,
} from './schema';
import { openSource, type ImportSource } from './sources';

export interface ImportOptions {
  /** 'jsonl' or 'csv'; by default from the path (a folder or *.csv is CSV). */
  format?: 'jsonl' | 'csv';
  /** Run both passes, then roll the transaction back: reports what would change, writes nothing. */
  dryRun?: boolean;
  /** Companies per write batch (default 500). */
  batchSize?: number;
  /** Stop validating after this many errors (default 100). */
  maxErrors?: number;
  /** Called inside the transaction before each batch is written (progress, and tests inject failures). */
  beforeBatch?: (batch: number, companiesSoFar: number) => void | Promise<void>;
}

export interface ImportCounts {
  /** Companies read from the file. */
  read: number;
  inserted: number;
  updated: number;
  /** Rows written to every table (companies and children). */
  rows: number;
}

export interface ImportResult extends ImportCounts {
  /** Nothing was written: validation errors, a conflict with stored data, or a dry run. */
  written: boolean;
  errors: string[];
  /** True when validation stopped early at maxErrors. */
  truncated: boolean;
  validateSeconds: number;
  writeSeconds: number;
}

/** The import was refused after validation: a conflict with stored data (nothing written). */
export class ImportConflictError extends Error {
  constructor(readonly errors: string[]) {
    super(errors.join('\n'));
  }
}

class DryRunRollback extends Error {
  constructor(readonly counts: ImportCounts) {
    super('dry run');
  }
}

export interface Parsed {
  where: string;
  company: ImportedCompany;
}

/** Pass 1 over a source: every error of the file, or none. */
export async function validateSource(
  source: ImportSource,
  maxErrors = 100,
): Promise<{ read: number; errors: string[]; truncated: boolean }> {
  const errors: string[] = [];
  const uscNos = new Map<string, string>();
  const companyIds = new Map<string, string>();
  const stockCodes = new Map<string, string>();
  const patentNos = new Map<string, string>();
  let read = 0;
  const duplicate = (seen: Map<string, string>, key: string, where: string, field: string) => {
    const first = seen.get(key);
    if (first) errors.push(`${where}: ${field}: duplicate ${key} (also on ${first})`);
    else seen.set(key, where);
  };
  for await (const item of source.companies()) {
    if (item.errors) {
      errors.push(...item.errors.map((e) => `${item.where}: ${e}`));
    } else {
      read++;
      const raw = item.value as { uscNo?: unknown } | null;
      const usc = typeof raw?.uscNo === 'string' ? raw.uscNo.trim().toUpperCase() : '';
      if (usc) duplicate(uscNos, usc, item.where, 'uscNo');
      const parsed = companySchema.safeParse(item.value);
      if (!parsed.success) {
        errors.push(...describeIssues(parsed.error).map((e) => `${item.where}: ${e}`));
      } else {
        const c = parsed.data;
        if (c.companyId) duplicate(companyIds, c.companyId, item.where, 'companyId');
        c.listings.forEach((l, i) =>
          duplicate(stockCodes, l.stockCode, item.where, `listings.${i}.stockCode`),
        );
        c.patents.forEach((p, i) => duplicate(patentNos, p.patentNo, item.where, `patents.${i}.patentNo`));
      }
    }
    if (errors.length >= maxErrors) return { read, errors: errors.slice(0, maxErrors), truncated: true };
  }
  return { read, errors, truncated: false };
}

/** Validates, then writes the file in one transaction. Never throws for bad input: see `errors`. */
export async function importCompanies(
  store: Store,
  path: string,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const source = openSource(path, options.format);
  const empty = { inserted: 0, updated: 0, rows: 0, writeSeconds: 0 };
  const t0 = performance.now();
  const checked = await validateSource(source, options.maxErrors ?? 100);
  const validateSeconds = (performance.now() - t0) / 1000;
  if (checked.errors.length) {
    return { ...empty, written: false, validateSeconds, ...checked };
  }
  const t1 = performance.now();
  try {
    const counts = await store.transaction(async (tx) => {
      const counts = await writeSource(tx, source, options);
      if (options.dryRun) throw new DryRunRollback(counts);
      return counts;
    });
    const writeSeconds = (performance.now() - t1) / 1000;
    await repo.analyzeCompanies(store);
    return { ...counts, written: true, errors: [], truncated: false, validateSeconds, writeSeconds };
  } catch (err) {
    const writeSeconds = (performance.now() - t1) / 1000;
    if (err instanceof DryRunRollback) {
      return { ...err.counts, written: false, errors: [], truncated: false, validateSeconds, writeSeconds };
    }
    if (err instanceof ImportConflictError) {
      return {
        ...empty,
        read: checked.read,
        written: false,
        errors: err.errors,
        truncated: false,
        validateSeconds,
      };
    }
    throw err;
  }
}

/** Pass 2, inside the caller's transaction. */
async function writeSource(tx: Store, source: ImportSource, options: ImportOptions): Promise<ImportCounts> {
  const size = options.batchSize ?? 500;
  const dataset = await prepareDataset(tx);
  const counts: ImportCounts = { read: 0, inserted: 0, updated: 0, rows: 0 };
  let batches = 0;
  for await (const batch of parsedBatches(source, size)) {
    await options.beforeBatch?.(batches++, counts.read);
    counts.read += batch.length;
    await writeBatch(tx, batch, counts);
  }
  await recordDataset(tx, dataset);
  return counts;
}

/**
 * The validated file again, in batches of `size` companies. The file may have changed since
 * pass 1: each company is checked again, and a change refuses the import rather than write half.
 */
export async function* parsedBatches(source: ImportSource, size: number): AsyncGenerator<Parsed[]> {
  let batch: Parsed[] = [];
  for await (const item of source.companies()) {
    const parsed = item.errors ? undefined : companySchema.safeParse(item.value);
    if (!parsed?.success) {
      const problems = item.errors ?? (parsed ? describeIssues(parsed.error) : []);
      throw new ImportConflictError(
        problems.map((e) => `${item.where}: ${e} (the file changed during the import)`),
      );
    }
    batch.push({ where: item.where, company: parsed.data });
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

/**
 * `bigdata_datasets` says the enterprise data is loaded, and the demo seed runs only when it is
 * empty. An import into a database without it: leftovers of an interrupted demo load are cleared
 * (the seed would clear them too), the chain tables are filled, and the row is written with source
 * 'import' at the end, so the demo seed never runs over imported data.
 */
export async function prepareDataset(tx: Store): Promise<{ source: string } | undefined> {
  const dataset = await repo.datasetSource(tx);
  if (!dataset) await repo.clearCompaniesAndOrganisations(tx);
  if (!(await repo.hasChains(tx))) {
    const { chains, nodes } = chainRows();
    await insertRows(tx, 'industry_chains', chains);
    await insertRows(tx, 'chain_nodes', nodes);
  }
  return dataset;
}

export async function recordDataset(tx: Store, dataset: { source: string } | undefined): Promise<void> {
  if (dataset && dataset.source !== 'import') return;
  await repo.recordImportedDataset(tx);
}

export async function writeBatch(tx: Store, batch: readonly Parsed[], counts: ImportCounts): Promise<void> {
  const conflicts: string[] = [];
  const uscNos = batch.map((b) => b.company.uscNo);
  const stored = await repo.companiesWithUscNos(tx, uscNos);
  const storedId = new Map(stored.map((s) => [s.usc_no, s.company_id]));

  const ids = batch.map(({ where, company: c }) => {
    const existing = storedId.get(c.uscNo);
    if (existing && c.companyId && c.companyId !== existing) {
      conflicts.push(
        `${where}: companyId: ${c.companyId} differs from the id ${existing} of the stored company ${c.uscNo}`,
      );
    }
    return existing ?? c.companyId ?? companyIdOfCredit(c.uscNo);
  });
  const taken = await repo.companiesWithIds(tx, ids);
  const uscOfId = new Map(taken.map((t) => [t.company_id, t.usc_no]));
  batch.forEach(({ where, company: c }, i) => {
    const owner = uscOfId.get(ids[i] as string);
    if (owner && owner !== c.uscNo) {
      conflicts.push(`${where}: companyId: ${ids[i]} is the id of the stored company ${owner}`);
    }
  });

  const existingIds = stored.map((s) => s.company_id);
  if (existingIds.length) await repo.deleteCompanyChildren(tx, existingIds);
  const codes = batch.flatMap((b) => b.company.listings.map((l) => l.stockCode));
  if (codes.length) {
    const listed = await repo.listingsWithStockCodes(tx, codes);
    for (const l of listed) {
      const at = batch.find((b) => b.company.listings.some((x) => x.stockCode === l.stock_code));
      conflicts.push(
        `${at?.where}: listings: stock code ${l.stock_code} is listed under the stored company ${l.usc_no}`,
      );
    }
  }
  const patentNos = batch.flatMap((b) => b.company.patents.map((p) => p.patentNo));
  for (let i = 0; i < patentNos.length; i += PATENT_CHUNK) {
    for (const p of await repo.patentsWithNumbers(tx, patentNos.slice(i, i + PATENT_CHUNK))) {
      const at = batch.find((b) => b.company.patents.some((x) => x.patentNo === p.patent_no));
      conflicts.push(
        `${at?.where}: patents: patent ${p.patent_no} is on record for the stored company ${p.usc_no}`,
      );
    }
  }
  if (conflicts.length) throw new ImportConflictError(conflicts);

  const rows = batch.map((b, i) => companyRows(recordOfImported(b.company, ids[i] as string)));
  await repo.upsertCompanies(tx, rows);
  await insertChildren(tx, rows);

  counts.updated += stored.length;
  counts.inserted += batch.length - stored.length;
  counts.rows += rows.reduce(
    (n, r) =>
      n +
      1 +
      r.shareholders.length +
      r.listings.length +
      r.daily.length +
      r.financials.length +
      r.dynamics.length +
      r.tagChanges.length +
      r.layouts.length +
      r.relations.length +
      r.patents.length +
      r.changes.length,
    0,
  );
}

/** Patent numbers looked up per statement (a batch of large companies holds tens of thousands). */
const PATENT_CHUNK = 5000;
