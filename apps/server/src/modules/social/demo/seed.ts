import type { Store } from '../../../db/kysely';
import { usersByIds } from '../../accounts';
import { firstCardIdOf } from '../../vcard';
import { acceptPendingTo } from '../people-repo';
import { insertApplication, insertFriend } from './seed-repo';

/**
 * Demo friend applications (pending; 张伟 → 李娜 is then accepted by seedDemoFriends), so the add-friend flow has something to show after
 * `npm start`. Run after the demo cards: each applicant hands out their default card in their own
 * tenant, and an applicant without a card is skipped. Deterministic ids; a second run changes
 * nothing (the pending index keeps one application per pair).
 */
const APPLICATIONS = [
  {
    id: '5100000000000000001',
    tenant: '200001',
    from: '1000000000000000004', // wangfang
    to: '1000000000000000002', // zhangwei
    wording: '我是杭州云栖智造科技有限公司市场经理王芳',
    remark: '张伟',
  },
  {
    id: '5100000000000000002',
    tenant: '100001',
    from: '1000000000000000002', // zhangwei
    to: '1000000000000000003', // lina
    wording: '我是张伟',
    remark: '李总',
  },
  {
    id: '5100000000000000003',
    tenant: '300001',
    from: '1000000000000000006', // zhaomin
    to: '1000000000000000003', // lina
    wording: '我是赵敏',
    remark: '李娜',
  },
] as const;

export async function seedDemoFriendApplications(store: Store): Promise<number> {
  let stored = 0;
  for (const a of APPLICATIONS) {
    // eslint-disable-next-line no-restricted-syntax -- the demo seed writes each demo tenant's own rows
    const scope = store.forTenant(a.tenant);
    const users = await usersByIds(scope.db, [a.from, a.to]);
    if (users.length < 2) continue;
    const cardId = await firstCardIdOf(scope, a.from);
    if (!cardId) continue;
    stored += await insertApplication(scope, { ...a, cardId });
  }
  return stored;
}

/**
 * Demo friendships, each side's row in that side's own tenant (as an accepted application writes
 * them): 李娜 (200001) and 张伟 (100001), 王芳 (200001) and 赵敏 (300001). A pending demo
 * application between a pair is marked accepted. Idempotent: answers how many rows it added.
 */
const FRIENDS = [
  {
    a: { user: '1000000000000000003', tenant: '200001', remark: '张伟' }, // lina
    b: { user: '1000000000000000002', tenant: '100001', remark: '李总' }, // zhangwei
  },
  {
    a: { user: '1000000000000000004', tenant: '200001', remark: '' }, // wangfang
    b: { user: '1000000000000000006', tenant: '300001', remark: '' }, // zhaomin
  },
] as const;

export async function seedDemoFriends(store: Store): Promise<number> {
  let added = 0;
  for (const { a, b } of FRIENDS) {
    const users = await usersByIds(store.db, [a.user, b.user]);
    if (users.length < 2) continue;
    for (const [side, other] of [
      [a, b],
      [b, a],
    ] as const) {
      // eslint-disable-next-line no-restricted-syntax -- the demo seed writes each demo tenant's own rows
      const scope = store.forTenant(side.tenant);
      added += await insertFriend(scope, side.user, other.user, side.remark);
      await acceptPendingTo(scope, side.user, other.user);
    }
  }
  return added;
}
