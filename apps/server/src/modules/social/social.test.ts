import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemApi } from '@platform/contracts';
import { bearer, createTestApp, injectEndpoint, loginToken, type TestApp } from '../../test/test-app';
import { seedDemoFriendApplications } from './demo';

let t: TestApp;
const ZHANG = '1000000000000000002'; // tenant 100001
const LINA = '1000000000000000003'; // tenant 200001
const WANG = '1000000000000000004'; // tenant 200001
const LIU = '1000000000000000005'; // tenant 200001
const ZHAO = '1000000000000000006'; // tenant 300001

const counts = async (token: string) =>
  (await injectEndpoint(t.app, systemApi.userCounts, {}, bearer(token))).json().data;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.query(
    `insert into vcards (id, tenant_id, user_id, type, user_name, phone, email, address, is_default, is_deleted) values
       ('9100000000000000001', '200001', $1, 2, '李娜', '13912345678', 'lina@yunqi-demo.cn', '杭州市西湖区', true, false),
       ('9100000000000000002', '200001', $2, 2, '王芳', '13700001111', 'wf@yunqi-demo.cn', '杭州市', true, false),
       ('9100000000000000003', '200001', $2, 2, '王芳', '13700002222', '', '', false, true),
       ('9100000000000000004', '100001', $3, 1, '张伟', '13600003333', '', '', true, false),
       ('9100000000000000005', '200001', $4, 2, '刘洋', '13500004444', '', '', true, false)`,
    [LINA, WANG, ZHANG, LIU],
  );
  await t.db.query(
    `insert into im_friends (tenant_id, user_id, friend_user_id, remark) values
       ('200001', $1, $2, '老王'), ('200001', $1, $3, ''), ('100001', $4, $1, '')`,
    [LINA, WANG, LIU, ZHANG],
  );
  // Lina keeps Wang's open card and Wang's deleted card in her folder.
  await t.db.query(
    `insert into vcard_holder (tenant_id, user_id, vcard_id) values
       ('200001', $1, '9100000000000000002'), ('200001', $1, '9100000000000000003'),
       ('100001', $1, '9100000000000000004')`,
    [LINA],
  );
});
afterAll(() => t.close());

const A = {
  save: { method: 'POST', path: '/api/platform-system/myAttentionUser/save' },
  remove: { method: 'POST', path: '/api/platform-system/myAttentionUser/remove' },
  cancel: { method: 'GET', path: '/api/platform-system/myAttentionUser/cancel' },
  following: { method: 'GET', path: '/api/platform-system/myAttentionUser/myAttentionPage' },
  fans: { method: 'GET', path: '/api/platform-system/myAttentionUser/myFansPage' },
  relationship: { method: 'GET', path: '/api/platform-im/imuser/selectuserrelationship' },
  apply: { method: 'POST', path: '/api/platform-im/friend/sendbusinesscard' },
};

const rows = async (sql: string, params: unknown[] = []) => t.db.query<Record<string, unknown>>(sql, params);
const follows = () =>
  rows(
    'select tenant_id, user_id, target_user_id from user_attention order by tenant_id, user_id, target_user_id',
  );
const applications = () =>
  rows(
    `select tenant_id, apply_user_id, resp_user_id, wording, remark, vcard_ids, status
       from im_friend_applications order by tenant_id, apply_user_id, resp_user_id`,
  );

describe('following people', () => {
  it('follows, is idempotent, unfollows, and refuses self and unknown users without writing', async () => {
    const { access } = await loginToken(t.app, 'lina');
    const h = bearer(access);
    const save = (input: Record<string, unknown>) => injectEndpoint(t.app, A.save, input, h);

    expect((await save({ userId: WANG })).json()).toMatchObject({ code: 666666, data: 1 });
    expect((await save({ userId: WANG, attention: true })).json().data).toBe(1);
    expect(await follows()).toEqual([{ tenant_id: '200001', user_id: LINA, target_user_id: WANG }]);

    const self = await save({ userId: LINA });
    expect(self.json()).toMatchObject({ code: 91001, msg: '不能关注自己' });
    const unknown = await save({ userId: '1999999999999999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toContain('没有找到该用户');
    expect((await save({ userId: 'abc' })).statusCode).toBe(400);
    expect(await follows()).toHaveLength(1);

    expect((await save({ userId: WANG, attention: false })).json().data).toBe(0);
    expect(await follows()).toEqual([]);
    expect((await injectEndpoint(t.app, A.save, { userId: WANG })).statusCode).toBe(401);
  });

  it('removes several, cancels one (answers 0), and an unknown id in the list removes nothing', async () => {
    const { access } = await loginToken(t.app, 'lina');
    const h = bearer(access);
    for (const userId of [WANG, LIU, ZHANG]) await injectEndpoint(t.app, A.save, { userId }, h);
    expect(await follows()).toHaveLength(3);

    const bad = await injectEndpoint(t.app, A.remove, { userIds: [WANG, '1999999999999999999'] }, h);
    expect(bad.statusCode).toBe(404);
    expect(await follows()).toHaveLength(3);

    const removed = await injectEndpoint(t.app, A.remove, { userIds: [WANG, LIU] }, h);
    expect(removed.json()).toMatchObject({ code: 666666, data: { changed: 2 } });
    const cancel = await injectEndpoint(t.app, A.cancel, { userId: ZHANG }, h);
    expect(cancel.json()).toMatchObject({ code: 666666, data: 0, msg: '取消关注成功' });
    expect(await follows()).toEqual([]);
  });
});

describe('following and fans pages', () => {
  let lina: Record<string, string>;
  beforeAll(async () => {
    lina = bearer((await loginToken(t.app, 'lina')).access);
    const wang = bearer((await loginToken(t.app, 'wangfang')).access);
    const zhang = bearer((await loginToken(t.app, 'zhangwei')).access);
    await injectEndpoint(t.app, A.save, { userId: WANG }, lina);
    await injectEndpoint(t.app, A.save, { userId: ZHANG }, lina);
    await injectEndpoint(t.app, A.save, { userId: LINA }, wang); // tenant 200001
    await injectEndpoint(t.app, A.save, { userId: LINA }, zhang); // tenant 100001
    // Zhao follows Lina from tenant 300001; Zhang's follow is also recorded in a second tenant
    // (still one fan).
    await t.db.query(
      `insert into user_attention (tenant_id, user_id, target_user_id) values ('300001', $1, $3), ('200001', $2, $3)`,
      [ZHAO, ZHANG, LINA],
    );
    await t.db.query(
      `update user_attention set created_at = now() - interval '1 hour' where target_user_id = $1`,
      [WANG],
    );
  });
  afterAll(() => t.db.query('delete from user_attention'));

  it('lists whom I follow in this tenant, newest first, with their masked default card', async () => {
    const res = await injectEndpoint(t.app, A.following, { current: 1, size: 10 }, lina);
    const page = res.json().data;
    expect(page).toMatchObject({ total: 2, current: 1, size: 10 });
    expect(page.records.map((r: { userId: string }) => r.userId)).toEqual([ZHANG, WANG]);
    const wang = page.records[1];
    expect(wang).toMatchObject({ name: '王芳', isAttention: true, isFan: true });
    expect(wang.card).toMatchObject({
      id: '9100000000000000002',
      phone: '137****1111',
      email: '********@yunqi-demo.cn',
      address: '*'.repeat(11),
    });
    expect(res.body).not.toContain('13700001111');
    expect(res.body).not.toContain('wf@');
    expect(wang.createdAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // Zhang's card lives in his own tenant; it is still his visible default card.
    expect(page.records[0]).toMatchObject({ name: '张伟', isFan: true, card: { id: '9100000000000000004' } });

    const filtered = await injectEndpoint(t.app, A.following, { keyword: '王' }, lina);
    expect(filtered.json().data.records.map((r: { userId: string }) => r.userId)).toEqual([WANG]);
    const none = await injectEndpoint(t.app, A.following, { keyword: '%' }, lina);
    expect(none.json().data.total).toBe(0);
  });

  it('lists each fan once whatever tenant the follow was made in, matching the dropdown count', async () => {
    const res = await injectEndpoint(t.app, A.fans, { current: 1, size: 10 }, lina);
    const page = res.json().data;
    expect(page.total).toBe(3);
    expect((await counts(lina.authorization!.slice(7))).fansCount).toBe(3);
    const ids = page.records.map((r: { userId: string }) => r.userId);
    expect(new Set(ids)).toEqual(new Set([WANG, ZHANG, '1000000000000000006']));
    expect(ids).toHaveLength(3);
    for (const row of page.records) {
      // Public info and the follow time only: no tenant, no follow rows of others.
      expect(Object.keys(row).sort()).toEqual(
        ['avatar', 'card', 'createdAt', 'isAttention', 'isFan', 'name', 'userId'].sort(),
      );
      expect(row.isFan).toBe(true);
    }
    const byId = Object.fromEntries(page.records.map((r: { userId: string }) => [r.userId, r]));
    expect(byId[WANG]).toMatchObject({ isAttention: true, card: { phone: '137****1111' } });
    expect(byId['1000000000000000006']).toMatchObject({ name: '赵敏', isAttention: false, card: null });

    const second = await injectEndpoint(t.app, A.fans, { current: 2, size: 2 }, lina);
    expect(second.json().data).toMatchObject({ total: 3, current: 2, size: 2 });
    expect(second.json().data.records).toHaveLength(1);
    const kw = await injectEndpoint(t.app, A.fans, { keyword: '赵' }, lina);
    expect(kw.json().data.records.map((r: { userId: string }) => r.userId)).toEqual(['1000000000000000006']);
  });

  it("shows the card owner's own contacts unmasked only to the owner", async () => {
    const wang = bearer((await loginToken(t.app, 'wangfang')).access);
    const res = await injectEndpoint(t.app, A.following, {}, wang);
    expect(res.json().data.records[0]).toMatchObject({ userId: LINA, card: { phone: '139****5678' } });
    expect(res.body).not.toContain('13912345678');
  });
});

describe('chat helper relationship', () => {
  it('answers friend, colleague, following and remark in the caller tenant', async () => {
    const h = bearer((await loginToken(t.app, 'lina')).access);
    await injectEndpoint(t.app, A.save, { userId: WANG }, h);
    const wang = await injectEndpoint(t.app, A.relationship, { userId: WANG }, h);
    expect(wang.json()).toMatchObject({
      code: 666666,
      data: { isFriend: true, isColleague: true, isAttention: true, friendRemark: '老王' },
    });
    const zhang = await injectEndpoint(t.app, A.relationship, { userId: ZHANG }, h);
    expect(zhang.json().data).toEqual({
      isFriend: false,
      isColleague: false,
      isAttention: false,
      friendRemark: '',
    });
    // Zhang's friendship with Lina lives in his tenant; from Lina's tenant it does not show.
    const fromZhang = bearer((await loginToken(t.app, 'zhangwei')).access);
    expect(
      (await injectEndpoint(t.app, A.relationship, { userId: LINA }, fromZhang)).json().data,
    ).toMatchObject({
      isFriend: true,
      isColleague: false,
    });
    expect(
      (await injectEndpoint(t.app, A.relationship, { userId: '1999999999999999999' }, h)).statusCode,
    ).toBe(404);
    await t.db.query('delete from user_attention');
  });
});

describe('friend applications (sendbusinesscard)', () => {
  const LINA_CARD = '9100000000000000001';
  const apply = (h: Record<string, string>, input: Record<string, unknown>) =>
    injectEndpoint(t.app, A.apply, input, h);

  it('stores one pending application and updates it when sent again', async () => {
    const h = bearer((await loginToken(t.app, 'lina')).access);
    const res = await apply(h, {
      respImUserId: ZHANG,
      applyAddWording: '我是杭州云栖智造科技有限公司总经理李娜',
      applyRemark: '张总',
      vcardIdList: [LINA_CARD, LINA_CARD],
    });
    expect(res.json()).toMatchObject({ code: 666666, data: true, msg: '申请已发出' });
    expect(await applications()).toEqual([
      {
        tenant_id: '200001',
        apply_user_id: LINA,
        resp_user_id: ZHANG,
        wording: '我是杭州云栖智造科技有限公司总经理李娜',
        remark: '张总',
        vcard_ids: [LINA_CARD],
        status: 0,
      },
    ]);
    const again = await apply(h, {
      respImUserId: ZHANG,
      applyAddWording: '再次申请',
      vcardIdList: [LINA_CARD],
    });
    expect(again.json().data).toBe(true);
    const stored = await applications();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ wording: '再次申请', remark: '' });
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const h = bearer((await loginToken(t.app, 'lina')).access);
    const before = await applications();
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ respImUserId: ZHANG, vcardIdList: [] }, 400, '至少选择一张名片'],
      [{ respImUserId: ZHANG }, 400, 'vcardIdList'],
      [
        { respImUserId: ZHANG, vcardIdList: [LINA_CARD], applyAddWording: 'a'.repeat(101) },
        400,
        'applyAddWording',
      ],
      [{ respImUserId: ZHANG, vcardIdList: [LINA_CARD], applyRemark: 'a'.repeat(33) }, 400, 'applyRemark'],
      [{ respImUserId: '1999999999999999999', vcardIdList: [LINA_CARD] }, 404, '没有找到该用户'],
      [{ respImUserId: LINA, vcardIdList: [LINA_CARD] }, 400, '申请失败'],
      // Wang's card (same tenant), Zhang's card (another tenant), a card that does not exist.
      [{ respImUserId: LIU, vcardIdList: [LINA_CARD, '9100000000000000002'] }, 400, '无权操作该名片'],
      [{ respImUserId: LIU, vcardIdList: ['9100000000000000004'] }, 400, '无权操作该名片'],
      [{ respImUserId: LIU, vcardIdList: ['9100000000000000099'] }, 400, '无权操作该名片'],
      // Already friends (im_friends in this tenant).
      [{ respImUserId: WANG, vcardIdList: [LINA_CARD] }, 400, '你们已经是好友'],
    ];
    for (const [input, status, text] of cases) {
      const res = await apply(h, input);
      expect(res.statusCode, JSON.stringify(input)).toBe(status);
      expect(res.json().code).not.toBe(666666);
      expect(res.json().msg).toContain(text);
    }
    expect(await applications()).toEqual(before);
    const longest = await apply(h, {
      respImUserId: ZHANG,
      vcardIdList: [LINA_CARD],
      applyAddWording: 'a'.repeat(100),
      applyRemark: 'b'.repeat(32),
    });
    expect(longest.statusCode).toBe(200);
  });

  it("refuses the applicant's own deleted card", async () => {
    const h = bearer((await loginToken(t.app, 'wangfang')).access);
    const res = await apply(h, {
      respImUserId: ZHANG,
      vcardIdList: ['9100000000000000002', '9100000000000000003'],
    });
    expect(res.json()).toMatchObject({ code: 91001 });
    expect(res.json().msg).toContain('该名片已删除');
    expect((await applications()).filter((a) => a.apply_user_id === WANG)).toEqual([]);
  });

  it('limits how many applications one user sends per hour', async () => {
    const h = bearer((await loginToken(t.app, 'liuyang')).access);
    const input = { respImUserId: ZHANG, vcardIdList: ['9100000000000000005'] };
    for (let i = 0; i < 30; i++) expect((await apply(h, input)).statusCode).toBe(200);
    const limited = await apply(h, input);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().msg).toContain('操作过于频繁');
    // Another user is not affected.
    const lina = bearer((await loginToken(t.app, 'lina')).access);
    expect((await apply(lina, { respImUserId: ZHANG, vcardIdList: [LINA_CARD] })).statusCode).toBe(200);
  });
});

describe('user dropdown counts', () => {
  it('counts friends, folder cards that still exist, following here and fans from anywhere', async () => {
    const { access } = await loginToken(t.app, 'lina');
    await t.db.query(
      `insert into user_attention (tenant_id, user_id, target_user_id) values
         ('200001', $1, $2), ('200001', $2, $1), ('100001', $3, $1), ('200001', $3, $1)`,
      [LINA, WANG, ZHANG],
    );
    // Folder: Wang's open card counts, his deleted card does not, Zhang's lives in another tenant.
    expect(await counts(access)).toEqual({ friendCount: 2, VCardCount: 1, fansCount: 2, attentionCount: 1 });
    await t.db.query(`delete from vcards where id = '9100000000000000002'`);
    expect((await counts(access)).VCardCount).toBe(0);
    await t.db.query('delete from user_attention');
  });

  it('answers zeros for a user with nothing and needs login', async () => {
    const { access } = await loginToken(t.app, 'liuyang');
    expect(await counts(access)).toEqual({ friendCount: 0, VCardCount: 0, fansCount: 0, attentionCount: 0 });
    expect((await t.app.inject({ url: '/api/platform-system/user/dropdown-counts' })).statusCode).toBe(401);
  });
});

describe('demo friend applications', () => {
  it('stores pending applications with the applicant’s own card, once', async () => {
    await t.db.query('delete from im_friend_applications');
    // Wang gets a live card in 200001 again (an earlier test removed his); Zhang has one in 100001.
    await t.db.query(
      `insert into vcards (id, tenant_id, user_id, type, user_name) values ('9100000000000000006', '200001', $1, 2, '王芳')`,
      [WANG],
    );
    expect(await seedDemoFriendApplications(t.app.ctx.store)).toBe(2);
    expect(await seedDemoFriendApplications(t.app.ctx.store)).toBe(0);
    const stored = await applications();
    expect(stored).toEqual([
      expect.objectContaining({ tenant_id: '100001', apply_user_id: ZHANG, resp_user_id: LINA, status: 0 }),
      expect.objectContaining({ tenant_id: '200001', apply_user_id: WANG, resp_user_id: ZHANG, status: 0 }),
    ]);
    expect(stored[0]!.vcard_ids).toEqual(['9100000000000000004']);
  });
});
