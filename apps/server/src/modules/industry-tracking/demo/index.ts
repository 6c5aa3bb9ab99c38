import type { StoreOf } from '../../../db/module-store';
import { PAYING_ORG } from '../../../db/seed/demo-data';
import { regionOf } from '../service';
import * as repo from '../repo';

/** 李娜 (杭州云栖智造, 200001) and 陈静 (the paying organisation). */
const LINA = { tenantId: '200001', userId: '1000000000000000003' };
const CHENJING = { tenantId: PAYING_ORG.tenantId, userId: PAYING_ORG.adminId };

/**
 * 产业追踪's demo (docs/industry-tracking.md): 李娜 and 陈静 each follow the data set's busiest chain,
 * its busiest city, and the chain within the city, the newest events of each still new (the badge,
 * the digest). Once: a user who follows something keeps it.
 */
export async function seedDemoIndustryTracking(store: StoreOf<'industry-tracking'>): Promise<boolean> {
  // eslint-disable-next-line no-restricted-syntax -- the demo picks the shared data set's busiest chain and city
  const { cityCode, chainCode } = await repo.busiestCityAndChain(store.unscoped);
  const level = cityCode ? regionOf(cityCode)?.level : undefined;
  if (!cityCode || !chainCode || !level) return false;
  const plan = [
    { chain: chainCode, region: null, newEvents: 3 },
    { chain: null, region: cityCode, newEvents: 2 },
    { chain: chainCode, region: cityCode, newEvents: 1 },
  ];
  let seeded = false;
  for (const who of [LINA, CHENJING]) {
    // eslint-disable-next-line no-restricted-syntax -- each demo user follows in their own organisation
    const scope = store.forTenant(who.tenantId);
    if (await repo.hasFollows(scope, who.userId)) continue;
    await scope.transaction(async (tx) => {
      for (const p of who === LINA ? plan : plan.slice(0, 2)) {
        const f = {
          chain_code: p.chain,
          node_code: p.chain,
          region_code: p.region,
          region_level: p.region ? level : null,
        };
        const { id } = await repo.insertFollow(tx, who.userId, f);
        const ids = await repo.matchingEventIds(tx, f, p.newEvents + 1);
        const mark = ids[p.newEvents];
        // The mark is the event before the new ones.
        if (mark) await repo.setMarks(tx, String(id), mark);
      }
    });
    seeded = true;
  }
  return seeded;
}
