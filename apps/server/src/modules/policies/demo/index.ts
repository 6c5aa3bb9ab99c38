import type { StoreOf } from '../../../db/module-store';
import { provinceName, regionNames } from '../../bigdata';
import { hasPolicies, insertCollect, insertPolicies, newestPolicyIds } from '../repo';
import { generatePolicies, type RegionNamer } from './generate';

/** Policies of the demo library (docs/policies.md). */
export const DEMO_POLICIES = 300;

const names: RegionNamer = {
  province: provinceName,
  city: (code) => regionNames(code)?.city.name ?? '',
  county: (code) => regionNames(code)?.county?.name ?? '',
};

/** Demo users and how many of the newest policies each collected (db/seed/demo-data.ts). */
const DEMO_COLLECTORS = [
  { tenantId: '200001', userId: '1000000000000000003', picks: [0, 2, 5, 9] }, // 李娜
  { tenantId: '200001', userId: '1000000000000000004', picks: [1, 3] }, // 王芳
  { tenantId: '100001', userId: '1000000000000000002', picks: [0, 4, 7] }, // 张伟
  { tenantId: '200002', userId: '1000000000000000007', picks: [2, 6] }, // 陈静
];

/** Fills the library and the demo users' collections once (a database that holds policies keeps them). */
export async function seedDemoPolicies(store: StoreOf<'policies'>, count = DEMO_POLICIES): Promise<boolean> {
  if (await hasPolicies(store.db)) return false;
  await insertPolicies(store, generatePolicies(count, names));
  const newest = await newestPolicyIds(store.db, 10);
  const day = 86_400_000;
  const start = Date.UTC(2026, 9, 1, 2);
  for (const c of DEMO_COLLECTORS) {
    // eslint-disable-next-line no-restricted-syntax -- the demo seed writes the demo users' own collections
    const scope = store.forTenant(c.tenantId);
    for (const [i, pick] of c.picks.entries()) {
      const id = newest[pick];
      if (id) await insertCollect(scope, c.userId, id, new Date(start + (pick * 3 + i) * day));
    }
  }
  return true;
}

export { generatePolicies } from './generate';
