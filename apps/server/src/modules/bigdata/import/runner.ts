import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { IMPORT_LIMITS } from '@platform/contracts';
import type { FileStorage } from '../../../adapters/storage/file-storage';
import type { Store } from '../../../db/kysely';
import { checkBatches, writeBatches } from './batched';
import { ImportConflictError, validateSource } from './importer';
import * as repo from './import-repo';
import * as runs from './runs-repo';
import { openSource } from './sources';
import { unpack } from './upload';

export interface ImportRunnerTiming {
  pollMs: number;
  heartbeatMs: number;
  /** A run whose worker has not beaten for this long is taken over (its process died). */
  staleMs: number;
  /** Claims before a run that keeps cutting its worker off is failed. */
  maxAttempts: number;
  batchSize: number;
}

export const IMPORT_RUNNER_TIMING: ImportRunnerTiming = {
  pollMs: 2_000,
  heartbeatMs: 5_000,
  staleMs: 60_000,
  maxAttempts: 3,
  batchSize: 500,
};
export const TEST_IMPORT_RUNNER_TIMING: ImportRunnerTiming = {
  pollMs: 100,
  heartbeatMs: 100,
  staleMs: 1_500,
  maxAttempts: 3,
  batchSize: 500,
};

export interface ImportRunnerDeps {
  store: Store;
  files: FileStorage;
  log: FastifyBaseLogger;
  timing: ImportRunnerTiming;
  /** Embedded PGlite: no other process can hold a run, so every claimed run found at start was cut. */
  exclusive: boolean;
}

/** Reasons a run fails with, shown to the operator by code. */
export const IMPORT_FAIL_REASONS = {
  interrupted: 'interrupted',
  fileMissing: 'fileMissing',
  conflicts: 'conflicts',
} as const;

/**
 * The console's import work of one server: one run at a time, oldest first, whatever instance
 * uploaded it (the file is in file storage, the state in company_imports). A validating run gets
 * its report (the file's errors, then every batch written and rolled back for conflicts and
 * counts); an importing run is written batch by batch from its last committed one. A stop hands
 * the run back between batches; a crash leaves it to the heartbeat check (or, on PGlite, to the
 * next start), and a run cut off `maxAttempts` times fails.
 */
export function createImportRunner({ store, files, log, timing, exclusive }: ImportRunnerDeps) {
  const workerId = randomUUID();
  let current: string | undefined;
  let stopped = true;
  let busy: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  async function readFile(key: string): Promise<Buffer | undefined> {
    const stream = await files.get(key);
    if (!stream) return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async function validate(run: runs.ClaimedRun, path: string, format: 'jsonl' | 'csv'): Promise<void> {
    const source = openSource(path, format);
    const checked = await validateSource(source, IMPORT_LIMITS.errorsMax);
    let report: runs.Report = {
      companies: checked.read,
      errors: checked.errors,
      truncated: checked.truncated,
      willInsert: 0,
      willUpdate: 0,
    };
    if (!checked.errors.length) {
      const dry = await checkBatches(store, source, {
        batchSize: timing.batchSize,
        maxErrors: IMPORT_LIMITS.errorsMax,
        stopping: () => stopped,
      });
      if (!dry) return;
      report = {
        ...report,
        errors: dry.conflicts,
        truncated: dry.truncated,
        willInsert: dry.inserted,
        willUpdate: dry.updated,
      };
    }
    await runs.storeReport(store, run.id, workerId, report);
  }

  async function write(run: runs.ClaimedRun, path: string, format: 'jsonl' | 'csv'): Promise<void> {
    const done = await writeBatches(store, openSource(path, format), {
      skip: run.written,
      batchSize: timing.batchSize,
      stopping: () => stopped,
      onCommitted: (tx, batch) => runs.addWritten(tx, run.id, workerId, batch),
    });
    if (!done) return;
    await repo.analyzeCompanies(store);
    await runs.finishRun(store, run.id, workerId);
    // Written: the file is no longer needed (its report and counts stay).
    await files.delete(run.storage_key);
  }

  async function process(run: runs.ClaimedRun): Promise<void> {
    if (run.attempts > timing.maxAttempts) {
      await runs.failRun(store, run.id, workerId, IMPORT_FAIL_REASONS.interrupted);
      return;
    }
    const bytes = await readFile(run.storage_key);
    if (!bytes) {
      await runs.failRun(store, run.id, workerId, IMPORT_FAIL_REASONS.fileMissing);
      return;
    }
    const unpacked = await unpack(run.id, run.format, bytes);
    try {
      if (run.status === 'validating') await validate(run, unpacked.path, unpacked.format);
      else await write(run, unpacked.path, unpacked.format);
    } finally {
      await unpacked.dispose();
    }
  }

  async function settle(run: runs.ClaimedRun): Promise<void> {
    current = run.id;
    const started = performance.now();
    try {
      await process(run);
      log.info(
        { import: run.id, phase: run.status, ms: Math.round(performance.now() - started) },
        'imports: run',
      );
    } catch (err) {
      if (err instanceof runs.LostRunError) {
        log.warn({ import: run.id }, 'imports: another worker took the run over');
      } else if (err instanceof ImportConflictError) {
        await runs.failRun(store, run.id, workerId, IMPORT_FAIL_REASONS.conflicts, err.errors.slice(0, 100));
      } else {
        log.error({ err, import: run.id }, 'imports: run failed');
        await runs
          .failRun(store, run.id, workerId, (err as Error).message || 'error')
          .catch((e: unknown) => log.error({ err: e }, 'imports: could not mark a run failed'));
      }
    } finally {
      current = undefined;
      if (stopped) await runs.release(store, { ids: [run.id], workerId }, true).catch(() => undefined);
    }
  }

  async function tick(): Promise<void> {
    if (stopped || busy) return;
    busy = (async () => {
      try {
        for (let run = await runs.claimRun(store, workerId, timing.staleMs); run && !stopped;) {
          await settle(run);
          run = stopped ? undefined : await runs.claimRun(store, workerId, timing.staleMs);
        }
      } catch (err) {
        if (!stopped) log.warn({ err }, 'imports: could not claim a run');
      }
    })().finally(() => {
      busy = undefined;
    });
    await busy;
  }

  return {
    workerId,
    async start(): Promise<void> {
      stopped = false;
      if (exclusive) await runs.release(store, 'all', false);
      timer = setInterval(() => void tick(), timing.pollMs);
      timer.unref();
      heartbeat = setInterval(() => {
        if (current)
          runs
            .beat(store, current, workerId)
            .catch((err: unknown) => log.warn({ err }, 'imports: heartbeat failed'));
      }, timing.heartbeatMs);
      heartbeat.unref();
      void tick();
    },
    /** Wakes the runner (a file was uploaded or a write started). */
    kick(): void {
      void tick();
    },
    /** Stops after the batch in hand; the run goes back to the queue for the next start or instance. */
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(timer);
      clearInterval(heartbeat);
      await busy;
    },
  };
}

export type ImportRunner = ReturnType<typeof createImportRunner>;
