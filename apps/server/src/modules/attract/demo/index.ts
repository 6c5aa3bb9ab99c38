import type { Store } from '../../../db/kysely';
import { lastBuild } from '../gaps-repo';
import { rebuildNodeStats } from '../node-stats';

/**
 * Demo entry of 精准招商's analysis (docs/attract.md): the kept counts per region and chain place,
 * built from the demo companies once (the region facts are bigdata's demo, seedRegionFacts). 陈静's
 * organisation bought type 4 for 杭州市西湖区 (db/seed/pay-history.ts).
 */
export async function seedDemoAttract(store: Store): Promise<boolean> {
  if (await lastBuild(store.db)) return false;
  await rebuildNodeStats(store);
  return true;
}

export { demoProjectPhotos, seedDemoAttractProjects } from './projects';
