import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemApi, userInfoNoDenSchema, userSettingSchema } from '@platform/contracts';
import { bearer, createTestApp, injectEndpoint, loginToken, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('user/userInfoNoDen', () => {
  it('answers the user info with masked contacts and no role, department or post ids', async () => {
    const { access } = await loginToken(t.app, 'zhangwei');
    const full = (await injectEndpoint(t.app, systemApi.userInfo, {}, bearer(access))).json().data;
    const res = await injectEndpoint(t.app, systemApi.userInfoNoDen, {}, bearer(access));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(666666);
    const data = userInfoNoDenSchema.strict().parse(body.data);
    expect(data).toMatchObject({
      userId: full.userId,
      account: 'zhangwei',
      realName: full.realName,
      tenantId: '100001',
      tenantName: full.tenantName,
      isAdmin: full.isAdmin,
      phone: '138****0001',
      email: '********@demo.cn',
    });
    for (const key of ['roleId', 'deptId', 'postId']) expect(body.data).not.toHaveProperty(key);
    expect(JSON.stringify(body.data)).not.toContain('13800000001');
  });

  it('masks an account that is a phone number', async () => {
    const { access } = await loginToken(t.app, 'lina');
    const user = (await injectEndpoint(t.app, systemApi.userInfo, {}, bearer(access))).json().data;
    await t.db.query(`update users set account = '13912345678' where id = $1`, [user.userId]);
    try {
      const data = (await injectEndpoint(t.app, systemApi.userInfoNoDen, {}, bearer(access))).json().data;
      expect(data.account).toBe('139****5678');
      expect(data.userName).toBe('139****5678');
    } finally {
      await t.db.query(`update users set account = 'lina' where id = $1`, [user.userId]);
    }
  });

  it('refuses a visitor', async () => {
    const res = await injectEndpoint(t.app, systemApi.userInfoNoDen);
    expect(res.statusCode).toBe(401);
  });
});

describe('user/setting', () => {
  const setting = (access: string, host = 'localhost') =>
    injectEndpoint(t.app, systemApi.userSetting, {}, { ...bearer(access), host });

  it('shows letters and chat to a signed-in user of a customer with chat on', async () => {
    const { access } = await loginToken(t.app, 'zhangwei');
    const body = (await setting(access)).json();
    expect(body.code).toBe(666666);
    expect(userSettingSchema.strict().parse(body.data)).toEqual({ letterVisible: true, imVisible: true });
  });

  it('hides chat when the customer of the host turned it off (OEM imFlag 0)', async () => {
    const { access } = await loginToken(t.app, 'zhangwei');
    await t.db.query(
      `update customers set oem_setting = oem_setting || '{"imFlag":0}'::jsonb where customer_code = '20000001'`,
    );
    try {
      expect((await setting(access, '127.0.0.1')).json().data).toEqual({
        letterVisible: true,
        imVisible: false,
      });
      // Another customer's host is not affected.
      expect((await setting(access, 'localhost')).json().data.imVisible).toBe(true);
    } finally {
      await t.db.query(
        `update customers set oem_setting = oem_setting - 'imFlag' where customer_code = '20000001'`,
      );
    }
  });

  it('refuses a visitor', async () => {
    expect((await injectEndpoint(t.app, systemApi.userSetting)).statusCode).toBe(401);
  });
});
