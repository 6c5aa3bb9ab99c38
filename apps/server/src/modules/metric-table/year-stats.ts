import type { Store } from '../../db/kysely';
import { keptAggregate } from '../../lib/kept-aggregate';
import * as repo from './repo';

/** Keeps metric_region_years built (docs/metric-table.md, "Speed"; lib/kept-aggregate). */
const yearStats = keptAggregate({
  lastBuiltAt: async (store: Store) => (await repo.lastBuild(store.db))?.built_at,
  build: (store: Store) => repo.buildYearStats(store),
});

export const rebuildYearStats = yearStats.rebuild;
export const ensureYearStats = yearStats.ensure;
