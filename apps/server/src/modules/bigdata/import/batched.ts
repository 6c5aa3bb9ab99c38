/**
 * The console's import (docs/enterprise-import.md, "From the operator console"): the same
 * validation and writer as the command line, but each batch of companies in its own transaction.
 *
 * - `checkBatches`: every batch written and rolled back, so the operator sees what would be
 *   inserted and updated, and every conflict with stored data, before anything is written.
 * - `writeBatches`: every batch committed together with the caller's record of the progress
 *   (`onCommitted`, inside the batch's transaction), so progress is exactly what is stored and a
 *   restart resumes after the last committed batch. Companies are upserted by credit code and
 *   their child rows replaced, so a batch written twice gives the same rows.
 *
 * Why not one transaction as the command line does: on embedded PGlite a transaction holds the
 * only connection, so the server would answer nobody for the whole write, and on PostgreSQL a
 * restart would throw away every batch written so far.
 */
import type { Store } from '../../../db/kysely';
import {
  ImportConflictError,
  parsedBatches,
  prepareDataset,
  recordDataset,
  writeBatch,
  type ImportCounts,
} from './importer';
import * as repo from './import-repo';
import type { ImportSource } from './sources';

export interface BatchOptions {
  /** Companies per batch (default 500). */
  batchSize?: number;
  /** Conflicts reported before the check stops (default 100). */
  maxErrors?: number;
  /** Asked between batches: true stops the work after the batch in hand. */
  stopping?(): boolean;
}

export interface CheckResult extends ImportCounts {
  conflicts: string[];
  truncated: boolean;
}

class Rollback extends Error {}

const emptyCounts = (): ImportCounts => ({ read: 0, inserted: 0, updated: 0, rows: 0 });

/** Writes each batch and rolls it back: the counts an import would give, and its conflicts (undefined: stopped). */
export async function checkBatches(
  store: Store,
  source: ImportSource,
  options: BatchOptions = {},
): Promise<CheckResult | undefined> {
  const maxErrors = options.maxErrors ?? 100;
  const total = emptyCounts();
  const conflicts: string[] = [];
  for await (const batch of parsedBatches(source, options.batchSize ?? 500)) {
    if (options.stopping?.()) return undefined;
    const counts = emptyCounts();
    try {
      await store.transaction(async (tx) => {
        // As the write's first batch will: the chain catalogue in place, or an interrupted demo
        // load cleared (then every company is new).
        await prepareDataset(tx);
        await writeBatch(tx, batch, counts);
        throw new Rollback();
      });
    } catch (err) {
      if (err instanceof ImportConflictError) conflicts.push(...err.errors);
      else if (!(err instanceof Rollback)) throw err;
    }
    add(total, counts, batch.length);
    if (conflicts.length >= maxErrors) {
      return { ...total, conflicts: conflicts.slice(0, maxErrors), truncated: true };
    }
  }
  return { ...total, conflicts, truncated: false };
}

export interface WriteOptions extends BatchOptions {
  /** Companies already committed by an earlier run of this import: skipped. */
  skip: number;
  /** Inside each batch's transaction, after its rows: the caller records the progress. */
  onCommitted(tx: Store, batch: ImportCounts): Promise<void>;
}

/** Writes the source after `skip` companies, a transaction a batch. False when stopped early. */
export async function writeBatches(
  store: Store,
  source: ImportSource,
  options: WriteOptions,
): Promise<boolean> {
  let seen = 0;
  let first = options.skip === 0;
  for await (const batch of parsedBatches(source, options.batchSize ?? 500)) {
    seen += batch.length;
    if (seen <= options.skip) continue;
    // A batch that straddles `skip` cannot happen: batches have the same size each run.
    if (options.stopping?.()) return false;
    await store.transaction(async (tx) => {
      // The first batch prepares the data set and records it as loaded at once, so a restart in
      // the middle never lets the demo seed run over imported companies.
      const dataset = first ? await prepareDataset(tx) : undefined;
      const counts = emptyCounts();
      await writeBatch(tx, batch, counts);
      if (first) await recordDataset(tx, dataset);
      counts.read = batch.length;
      await options.onCommitted(tx, counts);
    });
    first = false;
  }
  // The data set's company count, now that every batch is in.
  await store.transaction(async (tx) => recordDataset(tx, await repo.datasetSource(tx)));
  return true;
}

function add(total: ImportCounts, counts: ImportCounts, read: number): void {
  total.read += read;
  total.inserted += counts.inserted;
  total.updated += counts.updated;
  total.rows += counts.rows;
}
