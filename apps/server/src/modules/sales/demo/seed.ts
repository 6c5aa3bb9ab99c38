import type { Store } from '../../../db/kysely';
import { DEFAULT_CUSTOMER_CODE } from '@platform/contracts';
import * as repo from '../repo';

const USER = {
  lina: '1000000000000000003',
  wangfang: '1000000000000000004',
  liuyang: '1000000000000000005',
  chenjing: '1000000000000000007',
  zhoulei: '1000000000000000008',
};
/** 李娜's code: the paying organisation's order in the seeded order history carries it (db/seed/pay-history.ts). */
export const DEMO_SALES_CODE = 'LN8KQW27';
export const DEMO_TEAM_CODE = 'HDXSK226';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/**
 * The demo sales (docs/sales.md): 李娜 leads 华东销售一组 with 王芳; 陈静 (whose organisation's
 * paid enterprise order carries 李娜's code) and 周磊 came through 李娜's code, 刘洋 through 王芳's.
 * 张伟 is bound to nobody, so a journey can bring him through a link. Idempotent.
 */
export async function seedDemoSales(store: Store): Promise<boolean> {
  const db = store.db;
  if (await repo.codeOfUser(db, USER.lina)) return false;
  const customer_code = DEFAULT_CUSTOMER_CODE;
  await repo.insertCode(db, { code: DEMO_SALES_CODE, user_id: USER.lina, customer_code });
  await repo.insertCode(db, { code: 'WF3MZP45', user_id: USER.wangfang, customer_code });
  await repo.insertTeam(db, {
    id: '320000000000000001',
    customer_code,
    name: '华东销售一组',
    leader_user_id: USER.lina,
    team_code: DEMO_TEAM_CODE,
  });
  await repo.insertMember(db, { user_id: USER.lina, team_id: '320000000000000001', role: 'leader' });
  await repo.insertMember(db, { user_id: USER.wangfang, team_id: '320000000000000001', role: 'member' });
  for (const [user, code, days] of [
    [USER.chenjing, DEMO_SALES_CODE, 60],
    [USER.zhoulei, DEMO_SALES_CODE, 20],
    [USER.liuyang, 'WF3MZP45', 10],
  ] as const)
    await repo.insertBinding(db, {
      user_id: user,
      customer_code,
      sell_code: code,
      source: 'link',
      bound_at: daysAgo(days),
    });
  return true;
}
