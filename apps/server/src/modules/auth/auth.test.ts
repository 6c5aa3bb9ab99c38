import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { tokenResponseSchema } from '@platform/contracts';
import {
  bearer,
  countRows,
  createTestApp,
  loginToken,
  md5,
  passwordLogin,
  refreshCookieOf,
  solveCaptcha,
  tokenGrant,
  type TestApp,
} from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refresh = (token: string) => tokenGrant(t.app, { grant_type: 'refresh_token', refresh_token: token });
const userInfo = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/platform-system/user/userInfo', headers });

describe('password grant', () => {
  it('logs in with the block-puzzle captcha and returns what the client stores', async () => {
    const res = await passwordLogin(t.app, 'lina');
    expect(res.statusCode).toBe(200);
    const body = tokenResponseSchema.parse(res.json());
    expect(body).toMatchObject({
      token_type: 'bearer',
      expires_in: 169200,
      account: 'lina',
      real_name: '李娜',
      tenant_id: '200001',
      role_name: 'administrator',
      tenant_type: 2,
    });
    const info = await userInfo(bearer(body.access_token));
    expect(info.json()).toMatchObject({
      code: 666666,
      data: { userId: body.user_id, tenantName: '杭州云栖智造科技有限公司', isAdmin: true },
    });
  });

  it('accepts the bound phone as login name', async () => {
    const res = await passwordLogin(t.app, '13800000003');
    expect(res.json()).toMatchObject({ account: 'wangfang' });
  });

  it('answers a wrong password and an unknown account with the same message', async () => {
    const wrong = await passwordLogin(t.app, 'liuyang', 'not-the-password');
    const unknown = await passwordLogin(t.app, 'nobody-here', 'whatever');
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json().error_description).toBe('账号或密码错误');
    expect(unknown.json().error_description).toBe(wrong.json().error_description);
    expect(wrong.json()).toMatchObject({ code: 400, data: null });
  });

  it('speaks English when asked', async () => {
    const res = await passwordLogin(t.app, 'liuyang', 'nope', {
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(res.json().error_description).toBe('Incorrect account or password');
  });

  it('refuses a missing, wrong or reused captcha verification', async () => {
    const verification = await solveCaptcha(t.app);
    const send = (captchaVerification: string) =>
      tokenGrant(t.app, {
        grant_type: 'password',
        username: 'zhangwei',
        password: md5('Demo@2026'),
        captchaVerification,
      });
    expect((await send(verification)).statusCode).toBe(200);
    const reused = await send(verification);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error_description).toContain('验证码');
    expect((await send('forged-verification')).statusCode).toBe(400);
  });

  it('fails a captcha answer that is off by more than the tolerance, and the puzzle is gone after one try', async () => {
    const puzzle = (
      await t.app.inject({ method: 'POST', url: '/api/platform-auth/captcha/get', payload: {} })
    ).json().data;
    expect(puzzle.originalImageBase64).toMatch(/^data:image\/png;base64,/);
    const { x, y } = (
      await t.app.inject({ url: `/api/platform-auth/captcha/test-answer?token=${puzzle.token}` })
    ).json().data;
    const check = (dx: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/platform-auth/captcha/check',
        payload: {
          captchaType: 'blockPuzzle',
          token: puzzle.token,
          pointJson: JSON.stringify({ x: x + dx, y }),
        },
      });
    expect((await check(20)).statusCode).toBe(400);
    expect((await check(0)).statusCode).toBe(400);
  });

  it('locks an account for 15 minutes after 10 failures, even for the right password', async () => {
    for (let i = 0; i < 10; i++)
      expect((await passwordLogin(t.app, 'admin', `wrong-${i}`)).statusCode).toBe(400);
    const locked = await passwordLogin(t.app, 'admin');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error_description).toContain('锁定');
    await t.db.query(`update login_failures set failed_at = now() - interval '16 minutes'`);
    expect((await passwordLogin(t.app, 'admin')).statusCode).toBe(200);
  });

  it('counts failures per resolved account, whatever spelling of the phone was typed', async () => {
    const from = { remoteAddress: '10.8.0.1' };
    for (let i = 0; i < 10; i++)
      expect((await passwordLogin(t.app, 'wangfang', `wrong-${i}`, from)).statusCode).toBe(400);
    for (const spelling of ['008613800000003', '13800000003', '+8613800000003', 'wangfang'])
      expect((await passwordLogin(t.app, spelling, 'Demo@2026', from)).statusCode, spelling).toBe(429);
    expect((await passwordLogin(t.app, '008613800000003', 'wrong', from)).statusCode).toBe(429);
  });

  it('does not let a stranger lock the owner out from another address', async () => {
    for (let i = 0; i < 10; i++)
      await passwordLogin(t.app, 'liuyang', `wrong-${i}`, { remoteAddress: '10.8.0.2' });
    expect(
      (await passwordLogin(t.app, 'liuyang', 'Demo@2026', { remoteAddress: '10.8.0.2' })).statusCode,
    ).toBe(429);
    expect(
      (await passwordLogin(t.app, 'liuyang', 'Demo@2026', { remoteAddress: '10.8.0.3' })).statusCode,
    ).toBe(200);
  });

  it('locks an address that sprays passwords over many accounts', async () => {
    const from = { remoteAddress: '10.8.0.4' };
    for (let i = 0; i < 30; i++) await passwordLogin(t.app, `nobody-${i}`, 'wrong', from);
    expect((await passwordLogin(t.app, 'zhangwei', 'Demo@2026', from)).statusCode).toBe(429);
    expect(
      (await passwordLogin(t.app, 'zhangwei', 'Demo@2026', { remoteAddress: '10.8.0.5' })).statusCode,
    ).toBe(200);
  });

  it("signs accounts in only on their own white-label customer's host", async () => {
    const whiteLabel = { headers: { host: '127.0.0.1:3000' } };
    const foreign = await passwordLogin(t.app, 'zhangwei', 'Demo@2026', whiteLabel);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error_description).toBe('账号或密码错误');
    expect((await passwordLogin(t.app, 'zhaomin', 'Demo@2026', whiteLabel)).json()).toMatchObject({
      account: 'zhaomin',
      tenant_id: '300001',
    });
    expect((await passwordLogin(t.app, 'zhaomin')).statusCode).toBe(400);
  });

  it("refuses a Tenant-Id that is not the user's and enters one that is", async () => {
    const other = await passwordLogin(t.app, 'zhangwei', 'Demo@2026', { headers: { 'tenant-id': '200001' } });
    expect(other.statusCode).toBe(403);
    expect(other.json().error_description).toBe('租户信息不匹配');
    const own = await passwordLogin(t.app, 'lina', 'Demo@2026', { headers: { 'tenant-id': '200001' } });
    expect(own.json().tenant_id).toBe('200001');
  });

  it('requires the client credentials', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/platform-auth/oauth/token',
      headers: { authorization: `Basic ${Buffer.from('portal:wrong').toString('base64')}` },
      payload: { grant_type: 'refresh_token', refresh_token: 'x'.repeat(40) },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error_description).toBe('客户端认证失败');
  });
});

describe('tokens and sessions', () => {
  it('rotates refresh tokens and revokes the whole login when an old one is replayed', async () => {
    const first = await loginToken(t.app, 'wangfang');
    const rotated = await refresh(first.refresh);
    expect(rotated.statusCode).toBe(200);
    const second = {
      ...(rotated.json() as { access_token: string }),
      refresh_token: refreshCookieOf(rotated),
    };
    expect(second.refresh_token).not.toBe(first.refresh);
    expect((await userInfo(bearer(second.access_token))).statusCode).toBe(200);

    const replay = await refresh(first.refresh);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error_description).toBe('登录已失效，请重新登录');
    // The replay revoked the login: the newer tokens are dead too.
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
    expect((await userInfo(bearer(second.access_token))).statusCode).toBe(401);
  });

  it('keeps the refresh token out of the body, in an HttpOnly SameSite=Strict cookie on the token path', async () => {
    const res = await passwordLogin(t.app, 'zhangwei');
    expect(res.json().refresh_token).toBe('');
    const cookie = res.cookies.find((c) => c.name === 'platform-refresh');
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/platform-auth/oauth/token',
      maxAge: 604_800,
    });
    expect(cookie?.secure).toBeFalsy();
    const csrf = res.cookies.find((c) => c.name === 'platform-csrf');
    expect(csrf).toMatchObject({ sameSite: 'Strict', path: '/' });
    expect(csrf?.httpOnly).toBeFalsy();
  });

  it('marks the cookies Secure over HTTPS', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const res = await passwordLogin(proxied.app, 'zhangwei', 'Demo@2026', {
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.cookies.every((c) => c.secure)).toBe(true);
    } finally {
      await proxied.close();
    }
  });

  it('refreshes from the cookie only with the matching CSRF header', async () => {
    const login = await passwordLogin(t.app, 'lina');
    const cookieOf = (name: string) => login.cookies.find((c) => c.name === name)?.value ?? '';
    const cookieHeader = `platform-refresh=${cookieOf('platform-refresh')}`;
    const viaCookie = (headers: Record<string, string>) =>
      tokenGrant(t.app, { grant_type: 'refresh_token' }, { cookie: cookieHeader, ...headers });
    expect((await viaCookie({})).statusCode).toBe(401);
    expect((await viaCookie({ 'x-csrf-token': 'forged'.padEnd(43, 'x') })).statusCode).toBe(401);
    const ok = await viaCookie({ 'x-csrf-token': cookieOf('platform-csrf') });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().access_token).toBeTruthy();
    expect(refreshCookieOf(ok)).not.toBe(cookieOf('platform-refresh'));
  });

  it('logout clears the refresh cookies', async () => {
    const { access } = await loginToken(t.app, 'wangfang');
    const out = await t.app.inject({ url: '/api/platform-auth/oauth/logout', headers: bearer(access) });
    const cleared = out.cookies.filter((c) => c.value === '').map((c) => c.name);
    expect(cleared).toEqual(expect.arrayContaining(['platform-refresh', 'platform-csrf']));
  });

  it('logout revokes the access token; isLogin answers for a live one', async () => {
    const { access } = await loginToken(t.app, 'liuyang');
    const check = await t.app.inject({ url: '/api/platform-auth/oauth/isLogin', headers: bearer(access) });
    expect(check.json().data).toMatchObject({ account: 'liuyang', tenantId: '200001' });
    expect(
      (await t.app.inject({ url: '/api/platform-auth/oauth/logout', headers: bearer(access) })).json().data,
    ).toBe(true);
    const after = await t.app.inject({ url: '/api/platform-auth/oauth/isLogin', headers: bearer(access) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 401, data: null });
  });

  it('rejects a token signed with another key, an expired token and a missing one', async () => {
    const claims = { tid: '100001', sid: 'x', cid: 'portal', acc: 'zhangwei' };
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1000000000000000002')
      .setIssuer('platform-auth')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-key-another-key-another-key!!'));
    expect((await userInfo(bearer(forged))).statusCode).toBe(401);
    const expired = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1000000000000000002')
      .setIssuer('platform-auth')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(new TextEncoder().encode('x'.repeat(40)));
    expect((await userInfo(bearer(expired))).statusCode).toBe(401);
    expect((await userInfo({})).json()).toMatchObject({ code: 401, msg: '请先登录' });
    expect((await userInfo({ authorization: 'Bearer not.a.jwt' })).statusCode).toBe(401);
  });

  it("refuses a Tenant-Id header other than the token's tenant on later calls", async () => {
    const { access } = await loginToken(t.app, 'zhangwei');
    const res = await userInfo({ ...bearer(access), 'tenant-id': '200001' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(403);
  });

  it('never writes a session for a failed login', async () => {
    const before = await countRows(t.db, 'auth_sessions');
    await passwordLogin(t.app, 'zhangwei', 'bad');
    expect(await countRows(t.db, 'auth_sessions')).toBe(before);
  });
});
