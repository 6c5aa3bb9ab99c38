import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_FAILURE_LIMIT, envelopeSchema } from '@platform/contracts';
import { z } from 'zod';
import { bearer, createTestApp, loginToken, md5, passwordLogin, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const change = (access: string, oldPassword: string, remoteAddress: string, locale = 'zh-CN') =>
  t.app.inject({
    method: 'POST',
    url: '/api/platform-system/user/update-password1',
    headers: { ...bearer(access), 'accept-language': locale },
    remoteAddress,
    payload: { oldPassword: md5(oldPassword), newPassword: md5('New@2026'), newPassword1: md5('New@2026') },
  });

describe('changing the password after wrong current passwords', () => {
  it('locks after repeated wrong current passwords, refusing the right one until the lock expires', async () => {
    const { access } = await loginToken(t.app, 'wangfang');
    const from = '10.9.0.1';
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++)
      expect((await change(access, `wrong-${i}`, from)).json().msg).toBe('原密码不正确');

    const locked = await change(access, 'Demo@2026', from);
    expect(locked.statusCode).toBe(429);
    expect(envelopeSchema(z.null()).parse(locked.json())).toEqual({
      code: 429,
      data: null,
      msg: '原密码错误次数过多，请15分钟后再试',
    });
    expect((await change(access, 'Demo@2026', from, 'en')).json().msg).toBe(
      'Too many wrong current passwords; try again in 15 minutes',
    );
    // One budget of guesses: the lock also stops password logins of the account from that address.
    expect((await passwordLogin(t.app, 'wangfang', 'Demo@2026', { remoteAddress: from })).statusCode).toBe(
      429,
    );

    await t.db.query(`update login_failures set failed_at = now() - interval '16 minutes'`);
    const changed = await change(access, 'Demo@2026', from);
    expect(changed.json()).toMatchObject({ data: true });
    expect((await passwordLogin(t.app, 'wangfang', 'New@2026', { remoteAddress: from })).statusCode).toBe(
      200,
    );
  });

  it('does not count a mismatched confirmation as a wrong current password', async () => {
    const { access } = await loginToken(t.app, 'zhangwei');
    const from = '10.9.0.2';
    const mismatched = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/platform-system/user/update-password1',
        headers: bearer(access),
        remoteAddress: from,
        payload: { oldPassword: md5('x'), newPassword: md5('A@2026aa'), newPassword1: md5('B@2026bb') },
      });
    for (let i = 0; i < LOGIN_FAILURE_LIMIT + 1; i++) expect((await mismatched()).statusCode).toBe(400);
    expect((await change(access, 'wrong', from)).json().msg).toBe('原密码不正确');
  });
});
