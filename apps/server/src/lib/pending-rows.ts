import type { FastifyInstance } from 'fastify';

/**
 * Rows that wait for an outside adapter (an invoice for the tax-control provider, a purchase
 * contract for its reviewer) and the job that settles them: every tenant's pending rows, oldest
 * first, each read and settled in its own tenant's scope, guarded by its pending state so two
 * servers never settle one twice. An adapter failure counts an attempt and the row is tried again
 * next round; after `maxAttempts` it is given up (rejected with a reason by the module), so nothing
 * stays pending for ever. The state is in the table: a restart continues where it stopped.
 */
export interface PendingRef {
  id: string;
  tenant_id: string;
}

export interface PendingWork<Scope, Row extends { attempts: number }, Result extends { status: string }> {
  /** Names the work in logs ('invoices', 'purchase-contracts'). */
  name: string;
  /** Every tenant's pending rows, oldest first, at most `limit`. */
  pending(limit: number): Promise<PendingRef[]>;
  /** The row's own tenant scope. */
  scopeOf(tenantId: string): Scope;
  /** The row while it is still pending; undefined once another worker settled it. */
  read(scope: Scope, id: string): Promise<Row | undefined>;
  /** Asks the adapter; throws for a passing failure. */
  ask(row: Row): Promise<Result>;
  /** Stores the adapter's answer while the row is still pending; false when another worker got there. */
  settle(scope: Scope, row: Row, result: Result): Promise<boolean>;
  /** The last failure: the row is settled as given up (rejected with a reason). */
  giveUp(scope: Scope, row: Row, attempts: number): Promise<unknown>;
  /** Counts a failed attempt. */
  countAttempt(scope: Scope, row: Row): Promise<unknown>;
  /** Adapter failures after which a row is given up. */
  maxAttempts: number;
}

interface WarnLog {
  warn(o: object, m: string): void;
}

/**
 * One round: hands each pending row to the adapter and counts the outcomes by the answers' status
 * (every key in `outcomes` starts at 0) and the adapter failures.
 */
export async function settlePending<
  Scope,
  Row extends { attempts: number },
  Result extends { status: K },
  K extends string,
>(
  work: PendingWork<Scope, Row, Result>,
  outcomes: readonly K[],
  log: WarnLog,
  batch = 50,
): Promise<Record<K | 'failed', number>> {
  const done = Object.fromEntries([...outcomes, 'failed'].map((k) => [k, 0])) as Record<K | 'failed', number>;
  for (const { id, tenant_id } of await work.pending(batch)) {
    const scope = work.scopeOf(tenant_id);
    const row = await work.read(scope, id);
    if (!row) continue;
    try {
      const result = await work.ask(row);
      if (await work.settle(scope, row, result)) done[result.status] += 1;
    } catch (err) {
      done.failed += 1;
      log.warn({ err, [work.name]: id }, `${work.name}: settling a pending row failed`);
      if (row.attempts + 1 >= work.maxAttempts) await work.giveUp(scope, row, row.attempts + 1);
      else await work.countAttempt(scope, row);
    }
  }
  return done;
}

/**
 * Runs `round` every `intervalMs` from ready to close, one round at a time (a round still running
 * when the next is due is skipped); a failed round is logged and tried again next interval.
 */
export function startIntervalJob(
  app: FastifyInstance,
  job: { name: string; intervalMs: () => number; round: () => Promise<unknown> },
): void {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await job.round();
    } catch (err) {
      app.log.warn({ err }, `${job.name}: round failed (tried again next interval)`);
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => void tick(), job.intervalMs());
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
