import type { FastifyBaseLogger } from 'fastify';
import type { TenantScope } from '../db/tenant-scope';

/** A search that ran, as the query history records it (docs/queries.md). */
export interface SearchRun {
  source: 'discover' | 'chainMap' | 'acquisition';
  /** The search's filters as the searching endpoint took them (its page left out). */
  params: unknown;
  resultCount?: number | null;
}

/**
 * The query history's recorder (`queries`' recordQuery), handed by modules/index.ts to the modules
 * whose searches are recorded, so that they need not import it (and no cycle can form).
 */
export type RecordSearch = (scope: TenantScope, userId: string, run: SearchRun) => Promise<void>;

/**
 * Records a signed-in user's search once it ran. The history is a convenience: a failure to write it
 * is logged and the search still answers.
 */
export async function recordSearch(
  record: RecordSearch | undefined,
  log: FastifyBaseLogger,
  caller: { scope: TenantScope | null; userId: string | undefined },
  run: SearchRun,
): Promise<void> {
  if (!record || !caller.scope || !caller.userId) return;
  try {
    await record(caller.scope, caller.userId, run);
  } catch (err) {
    log.warn({ err }, 'query history: the search was not recorded');
  }
}
