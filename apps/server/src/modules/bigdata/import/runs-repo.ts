import { sql } from 'kysely';
import { DATASET_TABLE_NAMES } from '@platform/contracts';
import type { StoreOf } from '../../../db/module-store';
import type { CompanyImportStatus } from '../../../db/schema/bigdata';
import type { ImportCounts } from './importer';

/** The console's import runs (company_imports, migration 1370) and the data set's figures. */

type Store = StoreOf<'bigdata'>;

const RUN_COLUMNS = [
  'id',
  'file_name',
  'format',
  'bytes',
  'storage_key',
  'status',
  'companies',
  'errors',
  'errors_truncated',
  'will_insert',
  'will_update',
  'written',
  'inserted',
  'updated',
  'rows_written',
  'fail_reason',
  'created_by',
  'created_at',
  'validated_at',
  'started_at',
  'finished_at',
  'attempts',
] as const;

export interface NewRun {
  id: string;
  fileName: string;
  format: 'jsonl' | 'csv' | 'zip';
  bytes: number;
  storageKey: string;
  createdBy: string;
}

export async function insertRun(store: Store, run: NewRun): Promise<void> {
  await store.db
    .insertInto('company_imports')
    .values({
      id: run.id,
      file_name: run.fileName,
      format: run.format,
      bytes: run.bytes,
      storage_key: run.storageKey,
      status: 'validating',
      created_by: run.createdBy,
    })
    .execute();
}

export function recentRuns(store: Store, limit: number) {
  return store.db
    .selectFrom('company_imports')
    .select(RUN_COLUMNS)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

export type RunRow = Awaited<ReturnType<typeof recentRuns>>[number];

export function findRun(store: Store, id: string): Promise<RunRow | undefined> {
  return store.db.selectFrom('company_imports').select(RUN_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/**
 * Moves a run from one state to the next only while it is in `from` (two operators clicking at
 * once: one wins). Starting a write clears the worker so any instance may claim it.
 */
export async function moveRun(
  store: Store,
  id: string,
  from: readonly CompanyImportStatus[],
  to: CompanyImportStatus,
): Promise<boolean> {
  const result = await store.db
    .updateTable('company_imports')
    .set({
      status: to,
      worker_id: null,
      heartbeat_at: null,
      attempts: 0,
      fail_reason: null,
      ...(to === 'importing' ? { started_at: sql<Date>`coalesce(started_at, now())` } : {}),
      ...(to === 'discarded' ? { finished_at: sql<Date>`now()` } : {}),
    })
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface ClaimedRun {
  id: string;
  status: 'validating' | 'importing';
  format: 'jsonl' | 'csv' | 'zip';
  storage_key: string;
  written: number;
  attempts: number;
}

/** The oldest run waiting for a worker (never claimed, or its worker silent for `staleMs`). */
export async function claimRun(
  store: Store,
  workerId: string,
  staleMs: number,
): Promise<ClaimedRun | undefined> {
  const picked = store.db
    .selectFrom('company_imports')
    .select('id')
    .where('status', 'in', ['validating', 'importing'])
    .where((eb) =>
      eb.or([
        eb('worker_id', 'is', null),
        eb('heartbeat_at', '<', sql<Date>`now() - make_interval(secs => ${staleMs / 1000})`),
      ]),
    )
    .orderBy('created_at')
    .limit(1)
    .forUpdate()
    .skipLocked();
  const row = await store.db
    .updateTable('company_imports')
    .set((eb) => ({ worker_id: workerId, heartbeat_at: sql<Date>`now()`, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', picked)
    .returning(['id', 'status', 'format', 'storage_key', 'written', 'attempts'])
    .executeTakeFirst();
  return row as ClaimedRun | undefined;
}

export async function beat(store: Store, id: string, workerId: string): Promise<void> {
  await store.db
    .updateTable('company_imports')
    .set({ heartbeat_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('worker_id', '=', workerId)
    .execute();
}

/**
 * Hands runs back to the queue: a stopping server's (`refund`: the claim was no attempt of theirs),
 * or, at a PGlite start, every run a dead process held (its claim stays counted).
 */
export async function release(
  store: Store,
  which: { ids: readonly string[]; workerId: string } | 'all',
  refund: boolean,
): Promise<void> {
  let q = store.db
    .updateTable('company_imports')
    .set((eb) => ({
      worker_id: null,
      heartbeat_at: null,
      attempts: refund ? eb('attempts', '-', 1) : eb.ref('attempts'),
    }))
    .where('status', 'in', ['validating', 'importing'])
    .where('worker_id', 'is not', null);
  if (which !== 'all') {
    if (!which.ids.length) return;
    q = q.where('id', 'in', which.ids).where('worker_id', '=', which.workerId);
  }
  await q.execute();
}

export interface Report {
  companies: number;
  errors: string[];
  truncated: boolean;
  willInsert: number;
  willUpdate: number;
}

/** The validation report; the run becomes valid or invalid. False when another worker has it. */
export async function storeReport(
  store: Store,
  id: string,
  workerId: string,
  report: Report,
): Promise<boolean> {
  const result = await store.db
    .updateTable('company_imports')
    .set({
      status: report.errors.length ? 'invalid' : 'valid',
      companies: report.companies,
      errors: JSON.stringify(report.errors),
      errors_truncated: report.truncated,
      will_insert: report.willInsert,
      will_update: report.willUpdate,
      validated_at: sql<Date>`now()`,
      worker_id: null,
      heartbeat_at: null,
    })
    .where('id', '=', id)
    .where('worker_id', '=', workerId)
    .where('status', '=', 'validating')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A committed batch, in the batch's own transaction: the progress is exactly what is stored. */
export async function addWritten(
  tx: Store,
  id: string,
  workerId: string,
  batch: ImportCounts,
): Promise<void> {
  const result = await tx.db
    .updateTable('company_imports')
    .set((eb) => ({
      written: eb('written', '+', batch.read),
      inserted: eb('inserted', '+', batch.inserted),
      updated: eb('updated', '+', batch.updated),
      rows_written: sql<number>`rows_written + ${batch.rows}`,
      heartbeat_at: sql<Date>`now()`,
    }))
    .where('id', '=', id)
    .where('worker_id', '=', workerId)
    .where('status', '=', 'importing')
    .executeTakeFirst();
  // Another worker took the run over (this one was thought dead): roll this batch back.
  if (Number(result.numUpdatedRows) !== 1) throw new LostRunError();
}

export class LostRunError extends Error {
  constructor() {
    super('the import run was taken over by another worker');
  }
}

export async function finishRun(store: Store, id: string, workerId: string): Promise<void> {
  await store.db
    .updateTable('company_imports')
    .set({ status: 'done', finished_at: sql<Date>`now()`, worker_id: null, heartbeat_at: null })
    .where('id', '=', id)
    .where('worker_id', '=', workerId)
    .execute();
}

/** The run failed: the reason, and the conflicts found while writing (if any). */
export async function failRun(
  store: Store,
  id: string,
  workerId: string | null,
  reason: string,
  errors?: readonly string[],
): Promise<void> {
  let q = store.db
    .updateTable('company_imports')
    .set({
      status: 'failed',
      fail_reason: reason.slice(0, 500),
      finished_at: sql<Date>`now()`,
      worker_id: null,
      heartbeat_at: null,
      ...(errors ? { errors: JSON.stringify(errors) } : {}),
    })
    .where('id', '=', id)
    .where('status', 'in', ['validating', 'importing']);
  if (workerId) q = q.where('worker_id', '=', workerId);
  await q.execute();
}

export function datasetRow(store: Store) {
  return store.db
    .selectFrom('bigdata_datasets')
    .select(['source', 'seed', 'size', 'loaded_at'])
    .executeTakeFirst();
}

/** Tables whose sizes the console shows: the contract's list (each a bigdata table). */
const DATASET_TABLES = DATASET_TABLE_NAMES;
type DatasetTable = (typeof DATASET_TABLES)[number];

/** Above this many rows (the planner's estimate) a table's size is the estimate, not a count. */
const EXACT_COUNT_BELOW = 1_000_000;

/**
 * Row counts of the data set's tables: exact while small, the planner's estimate (kept by
 * analyze) once a table holds millions, where counting would take seconds.
 */
export async function tableSizes(
  store: Store,
): Promise<{ table: DatasetTable; rows: number; estimated: boolean }[]> {
  const { rows: estimates } = await sql<{ relname: string; reltuples: number }>`
    select relname, reltuples::float8 as reltuples from pg_class
    where relkind = 'r' and relname in (${sql.join(DATASET_TABLES.map((t) => sql.lit(t)))})
      and relnamespace = current_schema()::regnamespace`.execute(store.db);
  const estimateOf = new Map(estimates.map((e) => [e.relname, Number(e.reltuples)]));
  const sizes = [];
  for (const table of DATASET_TABLES) {
    const estimate = estimateOf.get(table) ?? -1;
    if (estimate >= EXACT_COUNT_BELOW) {
      sizes.push({ table, rows: Math.round(estimate), estimated: true });
      continue;
    }
    const { n } = await store.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    sizes.push({ table, rows: Number(n), estimated: false });
  }
  return sizes;
}
