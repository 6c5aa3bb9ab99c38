import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { BusinessType, DIAGNOSIS_LIMITS, REPORT_FAIL_REASONS } from '@platform/contracts';
import type { Store } from '../../db/kysely';
import { chinaDate, reportDataFromRecord } from './company';
import type { DiagnosisReportData } from './pdf/diagnosis-data';
import type { ReportRenderer } from './pdf/pool';
import * as repo from './repo';
import { diagnosisFileName, reportFileName } from './service';

export interface RunnerTiming {
  /** Reports drawn at the same time by one server. */
  concurrency: number;
  /** How often the queue is polled when nothing wakes the runner. */
  pollMs: number;
  /** How often a running report's heartbeat is written. */
  heartbeatMs: number;
  /** A running report whose heartbeat is older than this was interrupted (its process died). */
  staleMs: number;
  /** Tries before an interrupted report is marked failed. */
  maxAttempts: number;
}

export const RUNNER_TIMING: RunnerTiming = {
  concurrency: 2,
  pollMs: 2_000,
  heartbeatMs: 2_000,
  staleMs: 30_000,
  maxAttempts: 3,
};
/** Test mode: the same rules, faster clocks. */
export const TEST_RUNNER_TIMING: RunnerTiming = {
  concurrency: 2,
  pollMs: 100,
  heartbeatMs: 100,
  staleMs: 1_500,
  maxAttempts: 3,
};

export interface ReportRunnerDeps {
  store: Store;
  log: FastifyBaseLogger;
  timing: RunnerTiming;
  /**
   * True when no other process can hold this database's reports (embedded PGlite locks its data
   * folder): every running report found at start was interrupted, with no need to wait for
   * its heartbeat to go stale.
   */
  exclusive: boolean;
  /** Draws the PDFs (a worker thread, or inline when none can start). */
  renderer: ReportRenderer;
}

/**
 * The background report queue of one server: claims queued reports (any tenant; the state lives in
 * the database so any instance may take them), draws them at most `concurrency` at a time,
 * writes progress and a heartbeat, stores the PDF and marks done or failed. Interrupted reports
 * (a crash, a kill) are re-queued on start and by a periodic check, and failed after
 * `maxAttempts` tries, so none stays "generating" for ever.
 */
export function createReportRunner({ store, log, timing, exclusive, renderer }: ReportRunnerDeps) {
  const workerId = randomUUID();
  // The queue has no caller: it claims, beats for and recovers reports of every tenant (the
  // queries name only report ids and this worker); each report is then drawn in its own tenant's
  // scope.
  // eslint-disable-next-line no-restricted-syntax -- see above
  const unscoped = store.unscoped;
  const active = new Map<string, Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let stopped = true;
  let ticking = false;
  let again = false;

  async function recover(all: boolean): Promise<void> {
    const { requeued, failed } = await repo.recoverInterrupted(unscoped, {
      staleMs: all ? 'all' : timing.staleMs,
      maxAttempts: timing.maxAttempts,
      failReason: REPORT_FAIL_REASONS.interrupted,
    });
    if (requeued || failed) log.warn({ requeued, failed }, 'reports: interrupted reports recovered');
  }

  async function run(claimed: repo.ClaimedReport): Promise<void> {
    // eslint-disable-next-line no-restricted-syntax -- the scope of the claimed report's own tenant
    const scope = store.forTenant(claimed.tenant_id);
    const started = performance.now();
    try {
      if (claimed.type_code === DIAGNOSIS_LIMITS.reportTypeCode) {
        await runDiagnosis(scope, claimed, started);
        return;
      }
      const record = await repo.findCompany(scope.db, claimed.ent_id);
      if (!record) {
        await repo.failReport(scope, claimed.id, workerId, REPORT_FAIL_REASONS.companyGone);
        return;
      }
      const today = chinaDate(new Date());
      const data = reportDataFromRecord(record, {
        solution: claimed.business_type === BusinessType.INVESTMENT_ATTRACTION,
        targetRegion: claimed.area_name || null,
        generatedAt: today,
      });
      let writes = Promise.resolve();
      let last = 0;
      const pdf = await renderer.render(data, (percent) => {
        // Stored as it goes, never 100 before the file is stored (finishReport sets that).
        const p = Math.min(99, percent);
        if (p <= last) return;
        last = p;
        writes = writes.then(async () => {
          await repo.setProgress(scope, claimed.id, workerId, p);
        });
      });
      await writes;
      const stored = await repo.finishReport(
        scope,
        claimed.id,
        workerId,
        pdf,
        reportFileName(record.company.company_name, claimed.business_type, today),
      );
      log.info(
        { report: claimed.id, bytes: pdf.length, ms: Math.round(performance.now() - started), stored },
        'reports: report drawn',
      );
    } catch (err) {
      log.error({ err, report: claimed.id }, 'reports: report failed');
      await repo
        .failReport(scope, claimed.id, workerId, REPORT_FAIL_REASONS.renderError)
        .catch((e: unknown) => log.error({ err: e }, 'reports: could not mark a report failed'));
    }
  }

  /** Progress written as it goes, never 100 before the file is stored (finishReport sets that). */
  function progressWriter(scope: repo.ReportScope, id: string) {
    let writes = Promise.resolve();
    let last = 0;
    return {
      onProgress(percent: number) {
        const p = Math.min(99, percent);
        if (p <= last) return;
        last = p;
        writes = writes.then(async () => {
          await repo.setProgress(scope, id, workerId, p);
        });
      },
      settled: () => writes,
    };
  }

  /** A diagnosis report: what it prints was kept with it when it was asked for. */
  async function runDiagnosis(scope: repo.ReportScope, claimed: repo.ClaimedReport, started: number) {
    const data = (claimed.search as { diagnosis?: DiagnosisReportData }).diagnosis;
    if (!data) {
      await repo.failReport(scope, claimed.id, workerId, REPORT_FAIL_REASONS.renderError);
      return;
    }
    const progress = progressWriter(scope, claimed.id);
    const pdf = await renderer.renderDiagnosis(data, progress.onProgress);
    await progress.settled();
    const stored = await repo.finishReport(
      scope,
      claimed.id,
      workerId,
      pdf,
      diagnosisFileName(data, chinaDate(new Date())),
    );
    log.info(
      { report: claimed.id, bytes: pdf.length, ms: Math.round(performance.now() - started), stored },
      'reports: diagnosis report drawn',
    );
  }

  async function tick(): Promise<void> {
    if (stopped) return;
    if (ticking) {
      again = true;
      return;
    }
    ticking = true;
    try {
      do {
        again = false;
        const free = timing.concurrency - active.size;
        const claimed = await repo.claimQueued(unscoped, workerId, free);
        for (const c of claimed) {
          const p = run(c).finally(() => {
            active.delete(c.id);
            void tick();
          });
          active.set(c.id, p);
        }
      } while (again && !stopped && active.size < timing.concurrency);
    } catch (err) {
      if (!stopped) log.warn({ err }, 'reports: could not claim reports');
    } finally {
      ticking = false;
    }
  }

  async function beat(): Promise<void> {
    for (const id of active.keys()) await repo.beat(unscoped, id, workerId);
  }

  return {
    workerId,
    /** Where PDFs are drawn: a worker thread, or inline. */
    renderMode: renderer.mode,
    /** Reports this server is drawing now. */
    get active(): number {
      return active.size;
    },
    async start(): Promise<void> {
      stopped = false;
      log.info(
        `reports: PDFs drawn ${renderer.mode === 'worker' ? 'in a worker thread' : 'on the main thread'}`,
      );
      await recover(exclusive);
      let sinceRecover = 0;
      timer = setInterval(() => {
        sinceRecover += timing.pollMs;
        const recovering = sinceRecover >= timing.staleMs / 2;
        if (recovering) sinceRecover = 0;
        void (recovering ? recover(false) : Promise.resolve())
          .then(tick)
          .catch((err: unknown) => log.warn({ err }, 'reports: queue check failed'));
      }, timing.pollMs);
      timer.unref();
      heartbeat = setInterval(() => {
        beat().catch((err: unknown) => log.warn({ err }, 'reports: heartbeat failed'));
      }, timing.heartbeatMs);
      heartbeat.unref();
      void tick();
    },
    /** Wakes the runner (a report was queued). */
    kick(): void {
      void tick();
    },
    /**
     * Stops claiming, lets the reports in hand finish for up to `graceMs`, then hands any still
     * running back to the queue (without using an attempt) for the next start or instance.
     */
    async stop(graceMs = 10_000): Promise<void> {
      stopped = true;
      clearInterval(timer);
      clearInterval(heartbeat);
      const pending = [...active.values()];
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled(pending),
        new Promise((resolve) => {
          timeout = setTimeout(resolve, graceMs);
        }),
      ]);
      clearTimeout(timeout);
      await repo
        .releaseWorker(unscoped, workerId, [...active.keys()])
        .catch((err: unknown) => log.warn({ err }, 'reports: could not hand reports back'));
      await renderer.close();
    },
  };
}

export type ReportRunner = ReturnType<typeof createReportRunner>;

/** Starts the runner when the server is ready and stops it when the server closes. */
export function startReportJobs(app: FastifyInstance, runner: ReportRunner): void {
  app.addHook('onReady', async () => {
    await runner.start();
  });
  app.addHook('onClose', async () => {
    await runner.stop();
  });
}
