import { INDUSTRY_ANALYSIS_LIMITS as L } from '@platform/contracts';
import type { Store } from '../../db/kysely';
import { keptAggregate } from '../../lib/kept-aggregate';
import * as repo from './repo';

/** Keeps analysis_chain_counts built (docs/industry-analysis.md, "Speed"; lib/kept-aggregate). */

const day = (d: Date) => d.toISOString().slice(0, 10);

/** The day from which a company counts as new: `L.newYears` before `now`. */
export function newSinceOf(now: Date): string {
  const d = new Date(now);
  d.setUTCFullYear(d.getUTCFullYear() - L.newYears);
  return day(d);
}

const chainCounts = keptAggregate({
  lastBuiltAt: async (store: Store) => (await repo.lastBuild(store.db))?.built_at,
  build: (store: Store, now) => repo.buildChainCounts(store, day(now), newSinceOf(now)),
});

export const rebuildChainCounts = chainCounts.rebuild;
export const ensureChainCounts = chainCounts.ensure;
