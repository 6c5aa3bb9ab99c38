import { DIAGNOSIS_LIMITS as L } from '@platform/contracts';
import type { Store } from '../../db/kysely';
import { keptAggregate } from '../../lib/kept-aggregate';
import * as repo from './repo';

/** Keeps diagnosis_node_patents built (docs/industry-diagnosis.md, "Speed"; lib/kept-aggregate). */

/** The day from which a patent counts as recent: three years before `now` ('YYYY-MM-DD'). */
export function recentSinceOf(now: Date): string {
  const d = new Date(now);
  d.setUTCFullYear(d.getUTCFullYear() - L.recentPatentYears);
  return d.toISOString().slice(0, 10);
}

const nodePatents = keptAggregate({
  lastBuiltAt: async (store: Store) => (await repo.lastBuild(store.db))?.built_at,
  build: (store: Store, now) => repo.buildNodePatents(store, recentSinceOf(now)),
});

export const rebuildNodePatents = nodePatents.rebuild;
export const ensureNodePatents = nodePatents.ensure;
