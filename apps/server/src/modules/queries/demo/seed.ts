import type { Store } from '../../../db/kysely';
import { USERS } from '../../../db/seed/demo-data';
import * as repo from '../repo';
import { recordQuery, saveQuery } from '../service';

/** Each demo user's searches: run (recent) or saved by name, per source. */
const RECENT = [
  { source: 'discover', params: { keyword: '新能源', filters: { regStatusCodes: ['1'] } } },
  { source: 'discover', params: { keyword: '科技', filters: { regionCode: '440300' } } },
  { source: 'discover', params: { filters: { chainNodeCode: 'NEV', isListed: true } } },
  { source: 'chainMap', params: { induChainId: 'NEV', keyword: '电池' } },
  { source: 'chainMap', params: { induChainId: 'NEV', regStatusCode: '1', capitalBand: 1000 } },
  { source: 'acquisition', params: { industry: '制造业', region: '浙江省', minCapital: 500 } },
] as const;
const NAMED = [
  {
    source: 'discover',
    params: { keyword: '电池', filters: { capitalMin: 1000 } },
    title: '千万资本以上的电池企业',
  },
  {
    source: 'chainMap',
    params: { induChainId: 'NEV', tag: '高新技术企业' },
    title: '新能源汽车链上的高新企业',
  },
  {
    source: 'acquisition',
    params: { industry: '软件和信息技术服务业', listed: true },
    title: '上市软件企业线索',
  },
] as const;

/** Fixed result counts (the demo data set is generated from a seed, counts are shown as recorded). */
const COUNTS = [128, 342, 57, 26, 91, 410];

/**
 * The demo query history: every demo user, in each of their tenants, has recent searches of each
 * source (one of them run three times) and one named search per source. Once: a second start finds
 * the rows and changes nothing.
 */
export async function seedDemoQueries(store: Store): Promise<boolean> {
  let seeded = false;
  for (const user of USERS) {
    for (const { tenant } of user.memberships) {
      // eslint-disable-next-line no-restricted-syntax -- the demo seed writes each demo user's own rows
      const scope = store.forTenant(tenant);
      if ((await repo.page(scope, user.id, { current: 1, size: 1, named: true })).total > 0) continue;
      for (const [i, run] of RECENT.entries()) {
        const times = i === 0 ? 3 : 1;
        for (let n = 0; n < times; n++)
          await recordQuery(scope, user.id, { ...run, resultCount: COUNTS[i] ?? null });
      }
      for (const saved of NAMED) await saveQuery(scope, user.id, { ...saved, params: { ...saved.params } });
      seeded = true;
    }
  }
  return seeded;
}
