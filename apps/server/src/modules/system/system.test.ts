import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DICTIONARY_CODES, customerDetailSchema } from '@platform/contracts';
import { bearer, createTestApp, loginToken, md5, passwordLogin, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const detail = (query: string, host = 'localhost') =>
  t.app.inject({ url: `/api/platform-system/lingxi/customer/detail${query}`, headers: { host } });

describe('customer configuration', () => {
  it('returns the default customer for localhost and for unknown domains', async () => {
    for (const q of ['?domain=localhost', '?domain=unknown.example', '']) {
      const body = (await detail(q)).json();
      expect(body.code).toBe(666666);
      const c = customerDetailSchema.parse(body.data);
      expect(c.customerCode).toBe('10000000');
      expect(c.platformName).toBe('产业链数智云平台');
      expect(c.timeZone).toBe('Asia/Shanghai');
    }
  });

  it("answers the customer's own time zone once an operator sets one", async () => {
    await t.db.query(`update customers set time_zone = 'Europe/London' where customer_code = '20000001'`);
    try {
      const c = customerDetailSchema.parse((await detail('?domain=127.0.0.1')).json().data);
      expect(c.timeZone).toBe('Europe/London');
    } finally {
      await t.db.query(`update customers set time_zone = 'Asia/Shanghai' where customer_code = '20000001'`);
    }
  });

  it('returns the white-label customer for its host, with strings shaped as the spec says', async () => {
    const c = customerDetailSchema.parse((await detail('?domain=http://127.0.0.1:5173/home')).json().data);
    expect(c).toMatchObject({
      customerCode: '20000001',
      platformName: '星河产业大脑',
      theme: 'common',
      domain: '127.0.0.1',
    });
    expect(JSON.parse(c.oemSetting)).toEqual({ indexFlag: 2, vipServicesFlag: 0 });
    expect(Object.fromEntries(new URLSearchParams(c.customerLogo))).toMatchObject({
      logo: '/brand/20000001/logo.svg',
    });
    expect(c.configItemVos.filter((i) => i.configType === 'menu').map((i) => i.configKey)).toEqual([
      'discover',
      'business',
      'serve',
    ]);
    expect(c.configItemVos.every((i) => i.checked === 'true')).toBe(true);
  });

  it('falls back to the Host header when no domain is given', async () => {
    expect((await detail('', '127.0.0.1:3000')).json().data.customerCode).toBe('20000001');
  });

  it('serves the logo it names', async () => {
    const res = await t.app.inject({ url: '/brand/20000001/logo.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('星河产业大脑');
  });
});

describe('dictionary', () => {
  it('answers every code the clients use', async () => {
    for (const code of DICTIONARY_CODES) {
      const body = (
        await t.app.inject({ url: `/api/platform-system/dict-biz/dictionary?code=${code}` })
      ).json();
      expect(body.code).toBe(666666);
      expect(body.data.length, code).toBeGreaterThan(0);
    }
    const qr = (
      await t.app.inject({ url: '/api/platform-system/dict-biz/dictionary?code=chain_qr_code' })
    ).json();
    expect(qr.data.map((e: { dictKey: string }) => e.dictKey).sort()).toEqual([
      'app_prod_promotion',
      'h5_root_url',
    ]);
  });
});

describe('user profile', () => {
  it('lists the tenants of the user and edits the profile', async () => {
    const { access } = await loginToken(t.app, 'zhangwei');
    const tenants = await t.app.inject({
      url: '/api/platform-system/tenant/currentTenantList',
      headers: bearer(access),
    });
    expect(tenants.json().data).toEqual([
      { tenantId: '100001', tenantName: '张伟的个人空间', type: 1, isAdmin: true },
    ]);
    const update = await t.app.inject({
      method: 'POST',
      url: '/api/platform-system/user/update-user-info',
      headers: bearer(access),
      payload: { nickName: '伟哥', email: 'wei@demo.cn' },
    });
    expect(update.json().data).toMatchObject({ nickName: '伟哥', email: 'wei@demo.cn', realName: '张伟' });
  });

  it('refuses an avatar that is not an http(s) URL and unknown fields', async () => {
    const { access } = await loginToken(t.app, 'zhangwei');
    for (const payload of [{ avatar: 'javascript:alert(1)' }, { isAdmin: true }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/platform-system/user/update-user-info',
        headers: bearer(access),
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it('changes the password with the old one, and ends the other logins', async () => {
    const other = await loginToken(t.app, 'liuyang');
    const { access } = await loginToken(t.app, 'liuyang');
    const change = (oldPassword: string, newPassword: string, newPassword1 = newPassword) =>
      t.app.inject({
        method: 'POST',
        url: '/api/platform-system/user/update-password1',
        headers: bearer(access),
        payload: {
          oldPassword: md5(oldPassword),
          newPassword: md5(newPassword),
          newPassword1: md5(newPassword1),
        },
      });
    expect((await change('wrong', 'New@2026')).json().msg).toBe('原密码不正确');
    expect((await change('Demo@2026', 'New@2026', 'Other@2026')).json().msg).toBe('两次输入的密码不一致');
    expect((await change('Demo@2026', 'New@2026')).json().data).toBe(true);
    expect(
      (await t.app.inject({ url: '/api/platform-system/user/userInfo', headers: bearer(other.access) }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/platform-system/user/userInfo', headers: bearer(access) })).statusCode,
    ).toBe(200);
    expect((await passwordLogin(t.app, 'liuyang', 'New@2026')).statusCode).toBe(200);
  });
});
