import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, countRows, createTestApp, loginToken, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const submit = (access: string | null, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/platform-chain/userinvitation/submit',
    headers: access ? bearer(access) : {},
    payload,
  });

describe('invite record', () => {
  it('needs login', async () => {
    expect((await submit(null, { sellCode: 'S1' })).statusCode).toBe(401);
  });

  it('records the first invite of a user only', async () => {
    const { access } = await loginToken(t.app, 'wangfang');
    const first = await submit(access, {
      inviterUserId: '1000000000000000003',
      inviterTenantId: '200001',
      sellCode: 'SELL01',
      channel: 'poster',
    });
    expect(first.json()).toMatchObject({ code: 666666, data: true });
    expect((await submit(access, { sellCode: 'SELL02' })).json().data).toBe(false);
    const rows = await t.db.query(
      `select tenant_id, inviter_user_id, sell_code, channel from user_invitations`,
    );
    expect(rows).toEqual([
      { tenant_id: '200001', inviter_user_id: '1000000000000000003', sell_code: 'SELL01', channel: 'poster' },
    ]);
  });

  it('ignores self-invites and refuses a call with neither inviter nor sellCode', async () => {
    const { access } = await loginToken(t.app, 'liuyang');
    expect((await submit(access, { inviterUserId: '1000000000000000005' })).json().data).toBe(false);
    expect((await submit(access, { channel: 'x' })).statusCode).toBe(400);
    expect(await countRows(t.db, 'user_invitations')).toBe(1);
  });
});
