import type { Store } from '../../db/kysely';

/**
 * Demo friend applications (pending), so the add-friend flow has something to show after
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
] as const;

export async function seedDemoFriendApplications(store: Store): Promise<number> {
  let stored = 0;
  for (const a of APPLICATIONS) {
    // eslint-disable-next-line no-restricted-syntax -- the demo seed writes each demo tenant's own rows
    const scope = store.forTenant(a.tenant);
    const users = await scope.db.selectFrom('users').select('id').where('id', 'in', [a.from, a.to]).execute();
    if (users.length < 2) continue;
    const card = await scope
      .selectFrom('vcards')
      .select('vcards.id')
      .where('vcards.user_id', '=', a.from)
      .where('vcards.is_deleted', '=', false)
      .orderBy('vcards.is_default', 'desc')
      .orderBy('vcards.sort')
      .orderBy('vcards.id')
      .executeTakeFirst();
    if (!card) continue;
    const rows = await scope
      .insertInto('im_friend_applications', {
        id: a.id,
        apply_user_id: a.from,
        resp_user_id: a.to,
        source: 'card',
        wording: a.wording,
        remark: a.remark,
        vcard_ids: [card.id],
      })
      .onConflict((oc) => oc.doNothing())
      .returning('im_friend_applications.id')
      .execute();
    stored += rows.length;
  }
  return stored;
}
