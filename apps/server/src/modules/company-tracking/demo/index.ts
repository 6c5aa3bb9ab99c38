import type { StoreOf } from '../../../db/module-store';
import { PAYING_ORG } from '../../../db/seed/demo-data';
import * as repo from '../repo';

/** 李娜 (杭州云栖智造, 200001) and 陈静 (the paying organisation). */
const LINA = { tenantId: '200001', userId: '1000000000000000003' };
const CHENJING = { tenantId: PAYING_ORG.tenantId, userId: PAYING_ORG.adminId };

interface DemoWatch {
  who: { tenantId: string; userId: string };
  groups: string[];
  /** Per company (in order): its groups by index, and how many of its latest events are new. */
  companies: Array<{ groups: number[]; newEvents: number }>;
}

const WATCHES: DemoWatch[] = [
  {
    who: LINA,
    groups: ['重点客户', '竞争对手', '供应商'],
    companies: [
      { groups: [0], newEvents: 2 },
      { groups: [0], newEvents: 1 },
      { groups: [0, 2], newEvents: 0 },
      { groups: [1], newEvents: 3 },
      { groups: [1], newEvents: 0 },
      { groups: [2], newEvents: 1 },
      { groups: [], newEvents: 0 },
    ],
  },
  {
    who: CHENJING,
    groups: ['招商目标'],
    companies: [
      { groups: [0], newEvents: 2 },
      { groups: [0], newEvents: 0 },
      { groups: [], newEvents: 1 },
    ],
  },
];

/**
 * 企业监控's demo (docs/company-tracking.md): 李娜 and 陈静 monitor companies of the data set in
 * groups, the latest events of some still new (the badge, the digest). Once: a user who monitors
 * something keeps it.
 */
export async function seedDemoCompanyTracking(store: StoreOf<'company-tracking'>): Promise<boolean> {
  // eslint-disable-next-line no-restricted-syntax -- the demo picks companies of the shared data set
  const companyIds = await repo.companiesWithEvents(store.unscoped, 4, 20);
  let seeded = false;
  let next = 0;
  for (const watch of WATCHES) {
    // eslint-disable-next-line no-restricted-syntax -- each demo user monitors in their own organisation
    const scope = store.forTenant(watch.who.tenantId);
    const { userId } = watch.who;
    if (await repo.hasMonitors(scope, userId)) continue;
    await scope.transaction(async (tx) => {
      const groupIds: string[] = [];
      for (const name of watch.groups) groupIds.push(String((await repo.insertGroup(tx, userId, name)).id));
      for (const c of watch.companies) {
        const companyId = companyIds[next++ % Math.max(companyIds.length, 1)];
        if (!companyId) return;
        await repo.insertMonitored(tx, userId, companyId);
        await repo.setGroupsOf(
          tx,
          userId,
          companyId,
          c.groups.map((i) => groupIds[i]!),
        );
        const ids = await repo.eventIdsOf(tx, companyId, c.newEvents + 1);
        const mark = ids[c.newEvents]?.id;
        // The mark is the event before the new ones.
        if (c.newEvents > 0 && mark) await repo.setMarks(tx, userId, companyId, mark);
      }
    });
    seeded = true;
  }
  return seeded;
}
