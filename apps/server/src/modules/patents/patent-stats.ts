import type { StoreOf } from '../../db/module-store';
import { keptAggregate } from '../../lib/kept-aggregate';
import * as statsRepo from './stats-repo';

/** Keeps patent_stats built (docs/patents.md "Statistics"; lib/kept-aggregate). */
const patentStats = keptAggregate({
  lastBuiltAt: async (store: StoreOf<'patents'>) => (await statsRepo.lastBuild(store.db))?.built_at,
  build: (store: StoreOf<'patents'>) => statsRepo.buildPatentStats(store),
});

export const rebuildPatentStats = patentStats.rebuild;
export const ensurePatentStats = patentStats.ensure;
