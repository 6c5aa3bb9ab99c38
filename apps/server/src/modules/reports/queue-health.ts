import type { Store } from '../../db/kysely';
import * as repo from './repo';

/**
 * The report queue as the platform operator's health page shows it (docs/operator.md): counts
 * and failed reports over every tenant, and a failed report sent back to the queue. The caller
 * (module operator) has checked the operator; only ids, company names and reasons leave here.
 */
export async function reportQueueHealth(store: Store, failedShown: number) {
  // eslint-disable-next-line no-restricted-syntax -- the operator's view of every tenant's queue (figures, ids, names)
  const unscoped = store.unscoped;
  const [counts, failed] = await Promise.all([
    repo.queueCounts(unscoped),
    repo.listFailed(unscoped, failedShown),
  ]);
  return {
    counts,
    failed: failed.map((r) => ({
      id: r.id,
      tenantId: r.tenant_id,
      entName: r.ent_name,
      failReason: r.fail_reason,
      attempts: r.attempts,
      finishedAt: r.finished_at ? new Date(r.finished_at).toISOString() : null,
    })),
  };
}

/**
 * A failed report of any tenant back to the queue (its tries reset), written in its own tenant's
 * scope; false when no report of that id has failed.
 */
export async function retryFailedReport(store: Store, id: string): Promise<boolean> {
  // eslint-disable-next-line no-restricted-syntax -- the operator names a report of any tenant; only its tenant id is read
  const tenantId = await repo.tenantOfFailed(store.unscoped, id);
  if (!tenantId) return false;
  // eslint-disable-next-line no-restricted-syntax -- the failed report's own tenant
  return repo.requeueFailed(store.forTenant(tenantId), id);
}
