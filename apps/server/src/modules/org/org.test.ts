import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginToken, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const orgInfo = (access: string) =>
  t.app.inject({ url: '/api/platform-system/org/orgInfo', headers: bearer(access) });
const submit = (access: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/platform-system/org/submit', headers: bearer(access), payload });

describe('organisation info', () => {
  it('needs login', async () => {
    expect((await t.app.inject({ url: '/api/platform-system/org/orgInfo' })).statusCode).toBe(401);
  });

  it('does not ask a named demo user', async () => {
    const { access } = await loginToken(t.app, 'lina');
    expect((await orgInfo(access)).json().data).toEqual({ isFirst: 0, type: 2 });
  });

  it('asks a user without a name until the form is sent, scoped to the caller', async () => {
    await t.db.query(`update users set real_name = '' where account = 'zhangwei'`);
    const { access } = await loginToken(t.app, 'zhangwei');
    expect((await orgInfo(access)).json().data).toEqual({ isFirst: 1, type: 1 });
    const saved = await submit(access, { orgName: '张伟工作室', type: 2, industry: '软件' });
    expect(saved.json()).toMatchObject({ code: 666666, data: { isFirst: 0, type: 1 } });
    const [row] = await t.db.query<{ tenant_id: string; org_name: string }>(
      `select tenant_id, org_name from org_profiles where user_id = '1000000000000000002'`,
    );
    expect(row).toEqual({ tenant_id: '100001', org_name: '张伟工作室' });
  });

  it('validates the form and writes nothing on bad input', async () => {
    const { access } = await loginToken(t.app, 'wangfang');
    for (const payload of [{ orgName: '', type: 2 }, { orgName: 'x', type: 9 }, { type: 2 }]) {
      const res = await submit(access, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).not.toBe(666666);
    }
    const rows = await t.db.query(`select 1 from org_profiles where user_id = '1000000000000000004'`);
    expect(rows).toHaveLength(0);
  });
});
