import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  tokenGrant,
  bearer,
  countRows,
  createTestApp,
  loginToken,
  md5,
  passwordLogin,
  type TestApp,
} from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (phone: string, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/platform-resource/sms/endpoint/send-validate-nologin',
    payload: { phone },
    remoteAddress: ip,
  });
const inbox = async (phone: string) =>
  (await t.app.inject({ url: `/api/platform-resource/sms/test-inbox?phone=${phone}` })).json().data as {
    id: string;
    code: string;
  };
const smsLogin = (
  phone: string,
  id: string,
  code: string,
  extra: Record<string, string> = {},
  headers: Record<string, string> = {},
) =>
  tokenGrant(t.app, { grant_type: 'sms', sms_phone: phone, sms_id: id, sms_value: code, ...extra }, headers);
const WHITE_LABEL_HOST = { host: '127.0.0.1:3000' };
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('SMS codes', () => {
  it('logs in with a code, which then works no more', async () => {
    const sent = await send('13800000001');
    expect(sent.json()).toMatchObject({ code: 666666 });
    const { id, code } = await inbox('13800000001');
    expect(sent.json().data.id).toBe(id);
    expect(code).toMatch(/^\d{6}$/);
    const ok = await smsLogin('13800000001', id, code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().account).toBe('zhangwei');
    const again = await smsLogin('13800000001', id, code);
    expect(again.json().error_description).toBe('短信验证码不正确或已过期');
  });

  it('resends to one phone only after 60 seconds', async () => {
    expect((await send('13800000002')).statusCode).toBe(200);
    const soon = await send('13800000002');
    expect(soon.statusCode).toBe(429);
    expect(soon.json().msg).toBe('发送过于频繁，请稍后再试');
  });

  it('limits bursts per IP per minute', async () => {
    const codes = [];
    for (let i = 0; i < 21; i++)
      codes.push((await send(`1390000${String(1000 + i)}`, '10.9.9.9')).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
    expect(codes[20]).toBe(429);
  });

  it('limits sends per IP per hour', async () => {
    const small = await createTestApp({ SMS_IP_LIMIT_PER_HOUR: '3' });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        const res = await small.app.inject({
          method: 'POST',
          url: '/api/platform-resource/sms/endpoint/send-validate-nologin',
          payload: { phone: `1380013${String(1000 + i)}` },
          remoteAddress: '10.7.7.7',
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await small.close();
    }
  });

  it('expires a code after 5 minutes and ends it after 5 wrong tries', async () => {
    await send('13700000001');
    const first = await inbox('13700000001');
    await t.db.query(`update sms_codes set expires_at = now() - interval '1 second' where id = $1`, [
      first.id,
    ]);
    expect((await smsLogin('13700000001', first.id, first.code)).statusCode).toBe(400);

    await t.db.query(
      `update sms_codes set created_at = now() - interval '2 minutes' where phone = '13700000001'`,
    );
    await send('13700000001');
    const second = await inbox('13700000001');
    for (let i = 0; i < 5; i++)
      expect((await smsLogin('13700000001', second.id, wrongCode(second.code))).statusCode).toBe(400);
    expect((await smsLogin('13700000001', second.id, second.code)).statusCode).toBe(400);
  });

  it('refuses a code sent to another phone', async () => {
    await send('13600000001');
    const { id, code } = await inbox('13600000001');
    expect((await smsLogin('13800000004', id, code)).statusCode).toBe(400);
  });

  it("registers a new phone as a personal user of the host's customer", async () => {
    await send('13512345678');
    const { id, code } = await inbox('13512345678');
    // The host decides, not the domain the client names.
    const res = await smsLogin('13512345678', id, code, { domain: 'localhost' }, WHITE_LABEL_HOST);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ account: '13512345678', tenant_type: 1, nick_name: '用户5678' });
    const [row] = await t.db.query<{ customer_code: string }>(
      `select t.customer_code from tenants t join users u on u.default_tenant_id = t.tenant_id where u.phone = '13512345678'`,
    );
    expect(row?.customer_code).toBe('20000001');
  });

  it('refuses an account of another white-label customer, and keeps it on its own host', async () => {
    await send('13800000000');
    const first = await inbox('13800000000');
    const res = await smsLogin('13800000000', first.id, first.code, {}, WHITE_LABEL_HOST);
    expect(res.statusCode).toBe(403);
    expect(res.json().error_description).toBe('该账号属于其他平台，请在其所属平台登录');
    expect(await countRows(t.db, "users where phone = '13800000000'")).toBe(1);
  });

  it('validates without using the code up', async () => {
    await send('13600000002');
    const { id, code } = await inbox('13600000002');
    const validate = (value: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/platform-resource/sms/endpoint/validate-message-nologin',
        payload: { phone: '13600000002', id, value },
      });
    expect((await validate(wrongCode(code))).json().data).toBe(false);
    expect((await validate(code)).json().data).toBe(true);
    expect((await smsLogin('13600000002', id, code)).statusCode).toBe(200);
  });

  it('needs a fresh captcha verification for the block variant', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/platform-resource/sms/endpoint/send-validate-nologin-block',
      payload: { phone: '13600000003', captchaVerification: 'made-up' },
    });
    expect(res.statusCode).toBe(400);
    expect(await countRows(t.db, `sms_codes where phone = '13600000003'`)).toBe(0);
  });

  it('resets a forgotten password with a code', async () => {
    await send('13800000003');
    const { id, code } = await inbox('13800000003');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/platform-system/user/retrieve-password',
      payload: {
        phone: '13800000003',
        smsId: id,
        smsValue: code,
        newPassword: md5('Reset@2026'),
        newPassword1: md5('Reset@2026'),
      },
    });
    expect(res.json().data).toBe(true);
    expect((await passwordLogin(t.app, 'wangfang', 'Reset@2026')).statusCode).toBe(200);
  });

  it('binds a new phone after verifying a code sent to it', async () => {
    const { access } = await loginToken(t.app, 'admin');
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/platform-resource/sms/endpoint/send-validate-by-user-id',
      headers: bearer(access),
      payload: { phone: '13911112222' },
    });
    expect(sent.statusCode).toBe(200);
    const { id, code } = await inbox('13911112222');
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/platform-system/user/update-phone',
      headers: bearer(access),
      payload: { phone: '13911112222', smsId: id, smsValue: wrongCode(code) },
    });
    expect(taken.statusCode).toBe(400);
    const bound = await t.app.inject({
      method: 'POST',
      url: '/api/platform-system/user/update-phone',
      headers: bearer(access),
      payload: { phone: '13911112222', smsId: id, smsValue: code },
    });
    expect(bound.json().data.phone).toBe('13911112222');
  });
});
