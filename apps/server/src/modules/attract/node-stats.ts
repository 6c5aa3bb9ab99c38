import { ATTRACT_ANALYSIS_LIMITS } from '@platform/contracts';
import type { Store } from '../../db/kysely';
import { keptAggregate } from '../../lib/kept-aggregate';
import * as repo from './gaps-repo';

/** Keeps attract_node_stats built (docs/attract.md, "Speed"; lib/kept-aggregate). */

/** The day from which a company counts as new: three years before `now` ('YYYY-MM-DD'). */
export function newSinceOf(now: Date): string {
  const d = new Date(now);
  d.setUTCFullYear(d.getUTCFullYear() - ATTRACT_ANALYSIS_LIMITS.newYears);
  return d.toISOString().slice(0, 10);
}

const nodeStats = keptAggregate({
  lastBuiltAt: async (store: Store) => (await repo.lastBuild(store.db))?.built_at,
  build: (store: Store, now) => repo.buildNodeStats(store, newSinceOf(now)),
});

export const rebuildNodeStats = nodeStats.rebuild;
export const ensureNodeStats = nodeStats.ensure;
