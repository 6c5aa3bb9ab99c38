import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginToken, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.query(
    `insert into tenant_purchases (id, tenant_id, business_type, region_code, expires_at) values
       ('p1', '200001', 4, '330100', now() + interval '30 days'),
       ('p2', '200001', 1, '', now() + interval '30 days'),
       ('p3', '200001', 2, '', now() - interval '1 day'),
       ('p4', '100001', 5, '', now() + interval '30 days')`,
  );
});
afterAll(() => t.close());

const check = (access: string, query: string) =>
  t.app.inject({ url: `/api/platform-pay/permission/check?${query}`, headers: bearer(access) });

describe('business-type permission', () => {
  it('answers the string true only for a live purchase of the caller tenant', async () => {
    const { access } = await loginToken(t.app, 'lina');
    expect((await check(access, 'businessType=1')).json().data).toBe('true');
    expect((await check(access, 'businessType=2')).json().data).toBe('false');
    // Tenant 100001 bought type 5; tenant 200001 did not.
    expect((await check(access, 'businessType=5')).json().data).toBe('false');
  });

  it('checks regions, with the fallback range accepting any region', async () => {
    const { access } = await loginToken(t.app, 'lina');
    expect((await check(access, 'businessType=4&regionCode=330100')).json().data).toBe('true');
    expect((await check(access, 'businessType=4&regionCode=110000')).json().data).toBe('false');
    expect((await check(access, 'businessType=4&regionCode=120000')).json().data).toBe('true');
  });

  it('refuses unknown business types and anonymous calls', async () => {
    const { access } = await loginToken(t.app, 'lina');
    expect((await check(access, 'businessType=7')).statusCode).toBe(400);
    expect(
      (await t.app.inject({ url: '/api/platform-pay/permission/check?businessType=1' })).statusCode,
    ).toBe(401);
  });

  it('lists purchased services with the 已购买 label', async () => {
    const { access } = await loginToken(t.app, 'lina');
    const res = await t.app.inject({
      url: '/api/platform-pay/permission/purchased-services',
      headers: bearer(access),
    });
    expect(res.json().data).toEqual([
      { id: '10000005', name: '精准获客', label: '已购买' },
      { id: '10000010', name: '精准招商', label: '已购买' },
    ]);
  });
});
