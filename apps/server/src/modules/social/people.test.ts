import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { friendsApi, imHelperApi } from '@platform/contracts';
import { bearer, createTestApp, injectEndpoint, loginToken, type TestApp } from '../../test/test-app';
import { areFriendsOrColleagues } from './index';
import { PEOPLE_SEARCH_PER_HOUR } from './people-routes';

let t: TestApp;
const ZHANG = '1000000000000000002'; // tenant 100001 (personal)
const LINA = '1000000000000000003'; // tenant 200001 (organisation)
const WANG = '1000000000000000004'; // tenant 200001
const LIU = '1000000000000000005'; // tenant 200001
const ZHAO = '1000000000000000006'; // tenant 300001 (personal)
const CARD = {
  lina: '9200000000000000001',
  wang: '9200000000000000002',
  zhang: '9200000000000000003',
  zhangPrivate: '9200000000000000004',
  zhao: '9200000000000000005',
};
const MASKED_PHONE = /^\d{3}\*{4}\d{4}$/;

const h: Record<string, Record<string, string>> = {};
const call = (who: string, ep: { method: string; path: string }, input: Record<string, unknown> = {}) =>
  injectEndpoint(t.app, ep, input, h[who]);
const data = async (
  who: string,
  ep: { method: string; path: string },
  input: Record<string, unknown> = {},
) => {
  const res = await call(who, ep, input);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const rows = (sql: string, params: unknown[] = []) => t.db.query<Record<string, unknown>>(sql, params);
const friendRows = () =>
  rows(
    'select tenant_id, user_id, friend_user_id, remark from im_friends order by tenant_id, user_id, friend_user_id',
  );
const snapshot = async () =>
  JSON.stringify([
    await friendRows(),
    await rows('select * from vcard_holder order by tenant_id, user_id, vcard_id'),
    await rows('select id, status from im_friend_applications order by id'),
  ]);

beforeAll(async () => {
  t = await createTestApp();
  await t.db.query(
    `insert into vcards (id, tenant_id, user_id, type, user_name, org_name, post, phone, email, is_default, if_opened) values
       ($1, '200001', $6, 2, '李娜', '杭州云栖智造科技有限公司', '总经理', '13912345678', 'lina@yunqi-demo.cn', true, true),
       ($2, '200001', $7, 2, '王芳', '杭州云栖智造科技有限公司', '市场经理', '13700001111', 'wf@yunqi-demo.cn', true, true),
       ($3, '100001', $8, 1, '张伟', '张伟工作室', '创始人', '13600003333', 'zw@demo.cn', true, true),
       ($4, '100001', $8, 1, '张伟', '', '', '13600004444', '', false, false),
       ($5, '300001', $9, 1, '赵敏', '星河', '顾问', '13500005555', '', true, true)`,
    [CARD.lina, CARD.wang, CARD.zhang, CARD.zhangPrivate, CARD.zhao, LINA, WANG, ZHANG, ZHAO],
  );
  for (const who of ['lina', 'zhangwei', 'wangfang', 'liuyang'])
    h[who] = bearer((await loginToken(t.app, who)).access);
});
afterAll(() => t.close());

describe('IM users', () => {
  it('answers the caller with tenant, organisation and post, and another user without their tenant', async () => {
    const me = await data('lina', friendsApi.selectImUserInfo);
    expect(me).toMatchObject({
      id: LINA,
      imAccount: LINA,
      userAccountId: LINA,
      tenantId: '200001',
      tenantName: '杭州云栖智造科技有限公司',
      organizationName: '杭州云栖智造科技有限公司',
      positionName: '总经理',
      realName: '李娜',
    });
    const other = await data('lina', friendsApi.selectImUserInfo, { imAccount: ZHANG });
    expect(other).toMatchObject({ id: ZHANG, tenantId: '', tenantName: '', organizationName: '张伟工作室' });
    expect(JSON.stringify(other)).not.toContain('13800000001');
    expect(
      (await call('lina', friendsApi.selectImUserInfo, { userId: '1999999999999999999' })).statusCode,
    ).toBe(404);
  });

  it('shows another user’s default card masked, one’s own in full', async () => {
    const other = await data('lina', friendsApi.personalBusinessCard, { userId: ZHANG });
    expect(other.id).toBe(CARD.zhang);
    expect(other.phone).toMatch(MASKED_PHONE);
    expect(other.email).not.toContain('zw@');
    expect((await data('lina', friendsApi.personalBusinessCard)).phone).toBe('13912345678');
  });

  it('records chat use once per user, moving the last use', async () => {
    expect(await data('lina', friendsApi.recordImUse)).toBe(true);
    const [first] = await rows('select * from im_users where user_id = $1', [LINA]);
    await new Promise((r) => setTimeout(r, 5));
    expect(await data('lina', friendsApi.recordImUse)).toBe(true);
    const all = await rows('select * from im_users');
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ user_id: LINA, im_account: LINA, last_tenant_id: '200001' });
    expect(new Date(all[0]!.last_used_at as string).getTime()).toBeGreaterThan(
      new Date(first!.last_used_at as string).getTime(),
    );
  });
});

describe('searching people', () => {
  it('finds by name, exact account or phone; never answers a raw phone; masks cards', async () => {
    const byName = await data('lina', friendsApi.searchResult, { keyword: '张伟' });
    expect(byName.total).toBe(1);
    expect(byName.records[0]).toMatchObject({ userId: ZHANG, isFriend: false, isColleague: false });
    expect(byName.records[0].card.phone).toMatch(MASKED_PHONE);
    const byPhone = await data('lina', friendsApi.searchResult, { keyword: '13800000001' });
    expect(byPhone.records.map((r: { userId: string }) => r.userId)).toEqual([ZHANG]);
    expect(JSON.stringify(byPhone)).not.toContain('13800000001"');
    expect(JSON.stringify(byPhone)).not.toContain('13600003333');
    expect((await data('lina', friendsApi.searchResult, { keyword: '1380000' })).total).toBe(0);
    expect((await data('lina', friendsApi.searchResult, { keyword: 'zhangwei' })).total).toBe(1);
    const colleague = await data('lina', friendsApi.searchPerson, { keyword: '王芳' });
    expect(colleague[0]).toMatchObject({ userId: WANG, isColleague: true });
    expect(colleague[0].card.phone).toMatch(MASKED_PHONE);
    const inOrg = await data('zhangwei', friendsApi.searchPerson, { keyword: '王', orgId: '200001' });
    expect(inOrg.map((r: { userId: string }) => r.userId)).toEqual([WANG]);
    expect((await call('lina', friendsApi.searchResult, { keyword: 'x'.repeat(51) })).statusCode).toBe(400);
    expect((await call('lina', friendsApi.searchResult, { keyword: '' })).statusCode).toBe(400);
  });

  it('lists organisations to search in', async () => {
    const orgs = await data('zhangwei', friendsApi.searchEnt, { keyword: '云栖' });
    expect(orgs).toEqual([{ orgId: '200001', orgName: '杭州云栖智造科技有限公司', type: 2, memberCount: 3 }]);
    const all = await data('zhangwei', friendsApi.searchEnt);
    expect(all.map((o: { orgId: string }) => o.orgId)).not.toContain('100001');
  });
});

describe('friend applications, accept, friends', () => {
  let applyId = '';

  it('the responder sees a received application with the applicant’s masked cards; the applicant sees it sent', async () => {
    const sent = await call('zhangwei', imHelperApi.sendBusinessCard, {
      respImUserId: LINA,
      applyAddWording: '我是张伟',
      applyRemark: '李总',
      vcardIdList: [CARD.zhang, CARD.zhangPrivate],
    });
    expect(sent.json()).toMatchObject({ code: 666666, data: true });
    const mine = await data('lina', friendsApi.selectFriendApply);
    expect(mine.sent).toEqual([]);
    expect(mine.received).toHaveLength(1);
    const app = mine.received[0];
    applyId = app.id;
    expect(app).toMatchObject({ direction: 'received', status: 0, applyUserId: ZHANG, respUserId: LINA });
    expect(app.person.userId).toBe(ZHANG);
    expect(app.person.card.phone).toMatch(MASKED_PHONE);
    // The private card is not shown to the responder.
    expect(app.cards.map((c: { id: string }) => c.id)).toEqual([CARD.zhang]);
    expect(app.cards[0].phone).toMatch(MASKED_PHONE);
    const theirs = await data('zhangwei', friendsApi.selectFriendApply);
    expect(theirs.sent[0]).toMatchObject({ id: applyId, direction: 'sent', status: 0 });
    expect(theirs.sent[0].cards.map((c: { phone: string }) => c.phone)).toEqual([
      '13600003333',
      '13600004444',
    ]);
  });

  it('only the responder accepts; unknown ids and bad input write nothing', async () => {
    const before = await snapshot();
    const other = await call('wangfang', friendsApi.acceptFriendApply, { id: applyId });
    expect(other.statusCode).toBe(404);
    expect(other.json().msg).toBe('好友申请不存在');
    const applicant = await call('zhangwei', friendsApi.acceptFriendApply, { id: applyId });
    expect(applicant.statusCode).toBe(404);
    expect((await call('lina', friendsApi.acceptFriendApply, { id: '1' })).statusCode).toBe(404);
    expect((await call('lina', friendsApi.acceptFriendApply, { id: 'x' })).statusCode).toBe(400);
    expect(
      (await call('lina', friendsApi.acceptFriendApply, { id: applyId, remark: 'x'.repeat(33) })).statusCode,
    ).toBe(400);
    expect(await snapshot()).toBe(before);
  });

  it('accepts: both sides’ rows in their tenants, the open card into the folder, status 1; again changes nothing', async () => {
    expect(await data('lina', friendsApi.acceptFriendApply, { id: applyId, remark: '张总' })).toBe(true);
    expect(await friendRows()).toEqual([
      { tenant_id: '100001', user_id: ZHANG, friend_user_id: LINA, remark: '李总' },
      { tenant_id: '200001', user_id: LINA, friend_user_id: ZHANG, remark: '张总' },
    ]);
    expect(await rows('select tenant_id, user_id, vcard_id from vcard_holder')).toEqual([
      { tenant_id: '200001', user_id: LINA, vcard_id: CARD.zhang },
    ]);
    expect(await rows('select status from im_friend_applications where id = $1', [applyId])).toEqual([
      { status: 1 },
    ]);
    const after = await snapshot();
    expect(await data('lina', friendsApi.acceptFriendApply, { id: applyId })).toBe(true);
    expect(await snapshot()).toBe(after);
    expect((await data('lina', friendsApi.selectFriendApply)).received[0].status).toBe(1);
  });

  it('refused and expired applications cannot be accepted and write nothing', async () => {
    await t.db.query(
      `insert into im_friend_applications (id, tenant_id, apply_user_id, resp_user_id, vcard_ids, status, created_at) values
         ('9300000000000000001', '300001', $1, $2, '{${CARD.zhao}}', 2, now()),
         ('9300000000000000002', '300001', $1, $3, '{${CARD.zhao}}', 0, now() - interval '31 days')`,
      [ZHAO, LINA, WANG],
    );
    const before = await snapshot();
    const refused = await call('lina', friendsApi.acceptFriendApply, { id: '9300000000000000001' });
    expect(refused.json()).toMatchObject({ code: 91001, msg: '该好友申请已被拒绝' });
    const expired = await call('wangfang', friendsApi.acceptFriendApply, { id: '9300000000000000002' });
    expect(expired.json()).toMatchObject({ code: 91001, msg: '该好友申请已过期' });
    expect(await snapshot()).toBe(before);
    const wang = await data('wangfang', friendsApi.selectFriendApply);
    expect(wang.received[0]).toMatchObject({ id: '9300000000000000002', status: 3 });
  });

  it('lists friends with remark and masked card, counts them, and reports status on both sides', async () => {
    const list = await data('lina', friendsApi.getFriends);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ userId: ZHANG, imAccount: ZHANG, name: '张伟', remark: '张总' });
    expect(list[0].card.phone).toMatch(MASKED_PHONE);
    expect(await data('lina', friendsApi.getFriends, { keyword: '张总' })).toHaveLength(1);
    expect(await data('lina', friendsApi.getFriends, { keyword: '王' })).toHaveLength(0);
    expect(await data('lina', friendsApi.getFriendsCount)).toBe(1);
    expect(await data('zhangwei', friendsApi.getFriendsCount)).toBe(1);
    expect(
      await data('zhangwei', friendsApi.getUserColleagueOrFriendStatus, {
        friendUserId: LINA,
        myUserId: ZHANG,
      }),
    ).toEqual({ isFriend: true, isColleague: false });
    expect(
      await data('lina', friendsApi.getUserColleagueOrFriendStatus, { friendUserId: WANG, myUserId: LINA }),
    ).toEqual({ isFriend: false, isColleague: true });
    const notMe = await call('lina', friendsApi.getUserColleagueOrFriendStatus, {
      friendUserId: WANG,
      myUserId: ZHANG,
    });
    expect(notMe.statusCode).toBe(403);
    // eslint-disable-next-line no-restricted-syntax -- the chat module's any-tenant check takes the unscoped instance
    const unscoped = t.app.ctx.store.unscoped;
    expect(await areFriendsOrColleagues(unscoped, ZHANG, LINA)).toBe(true);
    expect(await areFriendsOrColleagues(unscoped, LIU, LINA)).toBe(true);
    expect(await areFriendsOrColleagues(unscoped, ZHAO, LINA)).toBe(false);
    expect(await areFriendsOrColleagues(unscoped, ZHANG, ZHAO)).toBe(false);
  });

  it('sets a remark up to 32 characters, only on a friend', async () => {
    expect(
      await data('lina', friendsApi.setFriendRemark, { friendUserId: ZHANG, remark: '伟'.repeat(32) }),
    ).toBe(true);
    const before = await snapshot();
    expect(
      (await call('lina', friendsApi.setFriendRemark, { friendUserId: ZHANG, remark: '伟'.repeat(33) }))
        .statusCode,
    ).toBe(400);
    const stranger = await call('lina', friendsApi.setFriendRemark, { friendUserId: ZHAO, remark: 'x' });
    expect(stranger.json()).toMatchObject({ code: 91001, msg: '对方不是您的好友' });
    expect(await snapshot()).toBe(before);
  });

  it('forward targets: friends and colleagues by keyword, masked', async () => {
    const found = await data('lina', friendsApi.searchForwardTargets, { keyWord: '张' });
    expect(found.friends.map((f: { userId: string }) => f.userId)).toEqual([ZHANG]);
    expect(found.colleagues).toEqual([]);
    const colleagues = await data('lina', friendsApi.searchForwardTargets, { keyWord: '王芳' });
    expect(colleagues.colleagues[0]).toMatchObject({ userId: WANG, orgId: '200001', dept: '市场部' });
    expect(colleagues.colleagues[0].card.phone).toMatch(MASKED_PHONE);
    expect(
      (await call('lina', friendsApi.searchForwardTargets, { keyWord: 'x'.repeat(51) })).statusCode,
    ).toBe(400);
  });

  it('deletes application records of one’s own only', async () => {
    const before = await snapshot();
    const foreign = await call('lina', friendsApi.deleteApplyRecords, {
      ids: `${applyId},9300000000000000002`,
    });
    expect(foreign.json()).toMatchObject({ code: 91001, msg: '无权删除该申请记录' });
    expect(await snapshot()).toBe(before);
    expect(await data('lina', friendsApi.deleteApplyRecords, { ids: `${applyId},9300000000000000001` })).toBe(
      2,
    );
    expect((await data('lina', friendsApi.selectFriendApply)).received).toEqual([]);
  });

  it('deletes a friend on both sides', async () => {
    expect(await data('lina', friendsApi.deleteFriends, { friendUserId: ZHANG })).toBe(true);
    expect(await friendRows()).toEqual([]);
    // A disabled friend can still be removed, on both sides.
    await t.db.query(
      `insert into im_friends (tenant_id, user_id, friend_user_id) values ('200001', $1, $2), ('300001', $2, $1)`,
      [LINA, ZHAO],
    );
    await t.db.query('update users set status = 0 where id = $1', [ZHAO]);
    expect(await data('lina', friendsApi.deleteFriends, { friendUserId: ZHAO })).toBe(true);
    await t.db.query('update users set status = 1 where id = $1', [ZHAO]);
    expect(await friendRows()).toEqual([]);
    expect(await data('lina', friendsApi.deleteFriends, { friendUserId: ZHANG })).toBe(true);
    expect(
      (await call('lina', friendsApi.deleteFriends, { friendUserId: '1999999999999999999' })).statusCode,
    ).toBe(404);
  });
});

describe('colleagues and the folder', () => {
  it('lists my organisations (type filter), colleagues and their masked cards; members only', async () => {
    expect(await data('lina', friendsApi.getMyOrgListAndCollByUserId)).toEqual([
      { orgId: '200001', orgName: '杭州云栖智造科技有限公司', type: 2, memberCount: 2 },
    ]);
    expect(await data('lina', friendsApi.getMyOrgListAndCollByUserId, { type: 3 })).toEqual([]);
    expect(await data('zhangwei', friendsApi.getMyOrgListAndCollByUserId)).toEqual([]);
    expect(await data('lina', friendsApi.searchEntForGroupChat, { keyword: '云栖' })).toHaveLength(1);

    const found = await data('lina', friendsApi.searchColleaguesUnderMyOrgs, { keyword: '刘' });
    expect(found).toEqual([expect.objectContaining({ userId: LIU, dept: '招商部', post: '招商专员' })]);
    const users = await data('lina', friendsApi.getUserListByOrgId, { orgId: '200001' });
    expect(users.map((u: { userId: string }) => u.userId).sort()).toEqual([WANG, LIU].sort());
    const wang = users.find((u: { userId: string }) => u.userId === WANG);
    expect(wang.card.phone).toMatch(MASKED_PHONE);
    const grouped = await data('lina', friendsApi.getOrgAndPersonListByGroupId, { groupId: '200001' });
    expect(grouped.orgName).toBe('杭州云栖智造科技有限公司');
    expect(grouped.depts.map((d: { dept: string }) => d.dept)).toEqual(['市场部', '招商部']);

    const cards = await data('lina', friendsApi.getMemberVcardListByOrgId, { orgId: '200001' });
    const byId = new Map(cards.map((c: { id: string; phone: string }) => [c.id, c.phone]));
    expect(byId.get(CARD.lina)).toBe('13912345678');
    expect(byId.get(CARD.wang)).toMatch(MASKED_PHONE);

    for (const ep of [friendsApi.getUserListByOrgId, friendsApi.getMemberVcardListByOrgId])
      expect((await call('zhangwei', ep, { orgId: '200001' })).statusCode).toBe(403);
    expect(
      (await call('zhangwei', friendsApi.getOrgAndPersonListByGroupId, { groupId: '200001' })).statusCode,
    ).toBe(403);
  });

  it('pages the folder masked, and a held card by id masked; private cards of others refused', async () => {
    await t.db.query(
      `insert into vcard_holder (tenant_id, user_id, vcard_id) values ('200001', $1, $2), ('200001', $1, $3)
       on conflict do nothing`,
      [LINA, CARD.zhang, CARD.zhangPrivate],
    );
    const page = await data('lina', friendsApi.getVcardListInMyHolder, { current: 1, size: 10 });
    expect(page.total).toBe(1);
    expect(page.records[0]).toMatchObject({ id: CARD.zhang });
    expect(page.records[0].phone).toMatch(MASKED_PHONE);
    expect((await data('lina', friendsApi.getVcardListInMyHolder, { keyword: '赵' })).total).toBe(0);
    expect((await data('lina', friendsApi.getVcardBasicInfoById, { vcardId: CARD.zhang })).phone).toMatch(
      MASKED_PHONE,
    );
    expect((await data('lina', friendsApi.getVcardBasicInfoById, { vcardId: CARD.wang })).phone).toMatch(
      MASKED_PHONE,
    );
    // Another tenant's card the caller does not hold: the public view link is the way there.
    expect((await call('lina', friendsApi.getVcardBasicInfoById, { vcardId: CARD.zhao })).statusCode).toBe(
      400,
    );
    const priv = await call('lina', friendsApi.getVcardBasicInfoById, { vcardId: CARD.zhangPrivate });
    expect(priv.json()).toMatchObject({ code: 91001, msg: '该名片已删除或已设为私密' });
    expect(
      (await data('zhangwei', friendsApi.getVcardBasicInfoById, { vcardId: CARD.zhangPrivate })).phone,
    ).toBe('13600004444');
  });
});

describe('search rate limit', () => {
  it(`refuses the ${PEOPLE_SEARCH_PER_HOUR + 1}th person search in an hour (both searches share it)`, async () => {
    const who = 'liuyang';
    for (let i = 0; i < PEOPLE_SEARCH_PER_HOUR; i += 1) {
      const ep = i % 2 ? friendsApi.searchPerson : friendsApi.searchResult;
      const res = await call(who, ep, { keyword: `nobody${i}` });
      expect(res.statusCode).toBe(200);
    }
    const over = await call(who, friendsApi.searchPerson, { keyword: 'nobody' });
    expect(over.statusCode).toBe(429);
    expect(over.json().msg).toBe('操作过于频繁，请稍后再试');
    // Another user keeps their own budget.
    expect((await call('wangfang', friendsApi.searchResult, { keyword: '赵敏' })).statusCode).toBe(200);
  });
});
