import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginToken, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const lina = '1000000000000000003';
  const wang = '1000000000000000004';
  const liu = '1000000000000000005';
  const zhang = '1000000000000000002';
  await t.db.query(
    `insert into im_friends (tenant_id, user_id, friend_user_id) values
       ('200001', $1, $2), ('200001', $1, $3), ('100001', $4, $1)`,
    [lina, wang, liu, zhang],
  );
  // Folder entries point at real cards (vcard_holder.vcard_id references vcards since 0500_vcard).
  await t.db.query(
    `insert into vcards (id, tenant_id, user_id, type, user_name) values
       ('1', '200001', $1, 2, '王芳'), ('2', '100001', $2, 2, '张伟')`,
    [wang, zhang],
  );
  await t.db.query(
    `insert into vcard_holder (tenant_id, user_id, vcard_id) values ('200001', $1, '1'), ('100001', $1, '2')`,
    [lina],
  );
  await t.db.query(
    `insert into user_attention (tenant_id, user_id, target_user_id) values
       ('200001', $1, $2), ('200001', $2, $1), ('100001', $3, $1)`,
    [lina, wang, zhang],
  );
});
afterAll(() => t.close());

describe('user dropdown counts', () => {
  it('counts friends, cards and following in the caller tenant and fans from anywhere', async () => {
    const { access } = await loginToken(t.app, 'lina');
    const res = await t.app.inject({
      url: '/api/platform-system/user/dropdown-counts',
      headers: bearer(access),
    });
    expect(res.json()).toMatchObject({
      code: 666666,
      data: { friendCount: 2, VCardCount: 1, fansCount: 2, attentionCount: 1 },
    });
  });

  it('answers zeros for a user with nothing and needs login', async () => {
    const { access } = await loginToken(t.app, 'liuyang');
    const res = await t.app.inject({
      url: '/api/platform-system/user/dropdown-counts',
      headers: bearer(access),
    });
    expect(res.json().data).toEqual({ friendCount: 0, VCardCount: 0, fansCount: 0, attentionCount: 0 });
    expect((await t.app.inject({ url: '/api/platform-system/user/dropdown-counts' })).statusCode).toBe(401);
  });
});
