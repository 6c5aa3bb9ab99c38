import type { Store } from '../../../db/kysely';
import { newNumericId } from '../../../lib/crypto';
import { setMemberDisabled, setMemberLabels } from '../../accounts';
import { importLegacyLabels } from '../labels';
import * as invitations from '../invitations-repo';
import * as roles from '../roles-repo';
import * as seats from '../seats-repo';
import * as staff from '../staff-repo';
import * as structure from '../structure-repo';
import { sha256 } from '../../../lib/crypto';

const TENANT = '200001';
const LINA = '1000000000000000003';
const U = {
  wangfang: '1000000000000000004',
  liuyang: '1000000000000000005',
  chenxiao: '1000000000000000101',
  yangfan: '1000000000000000102',
  huanglei: '1000000000000000103',
  wuting: '1000000000000000104',
  xuming: '1000000000000000105',
  sunhao: '1000000000000000106',
  mali: '1000000000000000107',
  zhujun: '1000000000000000108',
  hujing: '1000000000000000109',
  zhengkai: '1000000000000000110',
  qiancheng: '1000000000000000111',
};
/** The demo invitation's link: /user/join?invite=<this> (docs/org-centre.md). */
export const DEMO_INVITATION_TOKEN = 'DemoJoinYunqi2026-InviteLink01';

/**
 * The organisation centre's demo for 李娜's organisation (200001, after db/seed/org-staff.ts): the
 * members' labels imported as departments and posts, 华东组 and 华南组 under 市场部, three custom
 * roles held by members, 10 of the edition's 10 seats taken (胡静 without one), 朱军 disabled, a
 * live invitation link, 郑凯's join request waiting and 钱程's rejected. Idempotent.
 */
export async function seedDemoOrgCentre(store: Store): Promise<boolean> {
  // eslint-disable-next-line no-restricted-syntax -- the demo seed writes its demo organisation's rows
  const scope = store.forTenant(TENANT);
  if ((await roles.roles(scope)).length) return false;
  await importLegacyLabels(scope);
  const depts = await structure.departments(scope);
  const market = depts.find((d) => d.name === '市场部');
  if (!market) return false;
  const east = newNumericId();
  await structure.insertDepartment(scope, { id: east, parent_id: market.id, name: '华东组', sort: 0 });
  await structure.insertDepartment(scope, {
    id: newNumericId(),
    parent_id: market.id,
    name: '华南组',
    sort: 1,
  });
  const place = (await staff.places(scope)).find((p) => p.user_id === U.yangfan);
  await staff.setPlace(scope, U.yangfan, { department_id: east, post_id: place?.post_id ?? null });
  await setMemberLabels(store.db, TENANT, [U.yangfan], { dept: '华东组' });

  const hr = newNumericId();
  const finance = newNumericId();
  const salesLead = newNumericId();
  await roles.insertRole(scope, {
    id: hr,
    name: '人事行政',
    permissions: ['org.manage', 'staff.manage', 'seat.assign'],
  });
  await roles.insertRole(scope, { id: finance, name: '财务', permissions: ['finance.view', 'order.buy'] });
  await roles.insertRole(scope, {
    id: salesLead,
    name: '销售总监',
    permissions: ['customers.all', 'data.export'],
  });
  await staff.setStaffRoles(scope, U.xuming, [hr]);
  await staff.setStaffRoles(scope, U.wuting, [finance]);
  await staff.setStaffRoles(scope, U.wangfang, [salesLead]);

  // 李娜, 王芳 and 刘洋 hold seats from the base seed; seven more fill the edition's 10.
  for (const id of [U.chenxiao, U.yangfan, U.huanglei, U.wuting, U.xuming, U.sunhao, U.mali])
    await seats.insertSeat(scope, id, LINA);
  await setMemberDisabled(store.db, TENANT, U.zhujun, true);

  const inviteId = newNumericId();
  await invitations.insertInvitation(store.db, {
    id: inviteId,
    tenant_id: TENANT,
    token_hash: sha256(DEMO_INVITATION_TOKEN),
    phone: '',
    created_by: LINA,
    expires_at: new Date(Date.now() + 7 * 86_400_000),
  });
  for (const id of [U.zhengkai, U.qiancheng])
    await invitations.insertJoinRequest(store.db, {
      id: newNumericId(),
      tenant_id: TENANT,
      user_id: id,
      invitation_id: inviteId,
    });
  const rejected = await invitations.pendingRequestOf(store.db, TENANT, U.qiancheng);
  if (rejected) await invitations.decideJoinRequest(store.db, TENANT, rejected.id, 'rejected', LINA);
  return true;
}
