import { randomUUID } from 'node:crypto';
import { IMPORT_LIMITS, ResultCode, type ImportRun, type OperatorImports } from '@platform/contracts';
import type { FileStorage } from '../../../adapters/storage/file-storage';
import type { Store } from '../../../db/kysely';
import { isUniqueViolation } from '../../../db/unique';
import { AppError, badRequest } from '../../../lib/errors';
import * as runs from './runs-repo';
import { sniffFormat, unzipCsv } from './upload';

/**
 * The operator console's company imports (issue 32 item 5; docs/enterprise-import.md "From the
 * operator console"): the caller is the platform operator (checked by the operator module).
 */

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function runView(row: runs.RunRow): ImportRun {
  return {
    id: row.id,
    fileName: row.file_name,
    format: row.format,
    bytes: Number(row.bytes),
    status: row.status,
    companies: row.companies,
    errors: row.errors,
    errorsTruncated: row.errors_truncated,
    willInsert: row.will_insert,
    willUpdate: row.will_update,
    written: row.written,
    inserted: row.inserted,
    updated: row.updated,
    rowsWritten: Number(row.rows_written),
    failReason: row.fail_reason,
    createdAt: row.created_at.toISOString(),
    validatedAt: iso(row.validated_at),
    startedAt: iso(row.started_at),
    finishedAt: iso(row.finished_at),
  };
}

async function readRow(store: Store, id: string): Promise<runs.RunRow> {
  const row = await runs.findRun(store, id);
  if (!row) throw new AppError('operatorImportNotFound', ResultCode.NOT_FOUND, 404);
  return row;
}

const readRun = async (store: Store, id: string) => runView(await readRow(store, id));

export async function imports(store: Store): Promise<OperatorImports> {
  const [dataset, tables, recent] = await Promise.all([
    runs.datasetRow(store),
    runs.tableSizes(store),
    runs.recentRuns(store, IMPORT_LIMITS.runsShown),
  ]);
  return {
    dataset: dataset
      ? {
          source: dataset.source,
          seed: dataset.seed,
          companies: dataset.size,
          loadedAt: dataset.loaded_at.toISOString(),
        }
      : null,
    tables,
    runs: recent.map(runView),
  };
}

/** Stores the file and queues its validation; a file that is no import is refused at once. */
export async function upload(
  store: Store,
  files: FileStorage,
  userId: string,
  file: { bytes: Buffer; filename: string },
): Promise<ImportRun> {
  const format = sniffFormat(file.bytes);
  // A zip's entries are checked now, so a wrong zip is told at once, not after a queue round.
  if (format === 'zip') unzipCsv(file.bytes);
  const id = randomUUID();
  const storageKey = `operator-imports/${id}`;
  await files.put(storageKey, file.bytes, 'application/octet-stream');
  const fileName = (file.filename || 'import').slice(0, IMPORT_LIMITS.fileNameMax);
  try {
    await runs.insertRun(store, {
      id,
      fileName,
      format,
      bytes: file.bytes.byteLength,
      storageKey,
      createdBy: userId,
    });
  } catch (err) {
    await files.delete(storageKey);
    throw err;
  }
  return readRun(store, id);
}

/** Writes a validated import, or continues a failed write from its last committed batch. */
export async function start(store: Store, id: string): Promise<ImportRun> {
  const run = await readRow(store, id);
  // A failed run is continued only if it had passed its validation (it failed while writing).
  const startable = run.status === 'valid' || (run.status === 'failed' && run.validated_at !== null);
  if (!startable) throw badRequest('operatorImportNotReady');
  try {
    if (!(await runs.moveRun(store, id, ['valid', 'failed'], 'importing')))
      throw badRequest('operatorImportNotReady');
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('operatorImportBusy', ResultCode.BAD_REQUEST, 409);
    throw err;
  }
  return readRun(store, id);
}

/** Drops an import that is not being worked on and was not written; its file is removed. */
export async function discard(store: Store, files: FileStorage, id: string): Promise<ImportRun> {
  const run = await readRow(store, id);
  if (!(await runs.moveRun(store, id, ['valid', 'invalid', 'failed'], 'discarded')))
    throw badRequest('operatorImportNotDiscardable');
  await files.delete(run.storage_key);
  return readRun(store, id);
}
