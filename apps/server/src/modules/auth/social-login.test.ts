import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCIAL_LOGIN_COOKIE, authApi, tokenResponseSchema, type SocialSource } from '@platform/contracts';
import {
  bearer,
  countRows,
  createTestApp,
  injectEndpoint,
  loginToken,
  refreshCookieOf,
  tokenGrant,
  type TestApp,
} from '../../test/test-app';

let t: TestApp;
let lina: string;
let liuyang: string;
beforeAll(async () => {
  t = await createTestApp();
  [lina, liuyang] = await Promise.all([
    loginToken(t.app, 'lina').then((l) => l.access),
    loginToken(t.app, 'liuyang').then((l) => l.access),
  ]);
});
afterAll(() => t.close());

const WHITE_LABEL_HOST = { host: '127.0.0.1:3000' };
const LINA_PHONE = '13800000002';

const cookieHeader = (nonce: string) => ({ cookie: `${SOCIAL_LOGIN_COOKIE}=${nonce}` });

/** Starts a login (or, with a user's token, a binding) in a "browser": the state and its cookie. */
async function start(source: SocialSource, headers: Record<string, string> = {}, bind = false) {
  const res = await injectEndpoint(
    t.app,
    bind ? authApi.socialBindAuthorize : authApi.socialAuthorize,
    { source },
    headers,
  );
  expect(res.statusCode).toBe(200);
  const nonce = res.cookies.find((c) => c.name === SOCIAL_LOGIN_COOKIE)?.value ?? '';
  expect(nonce).not.toBe('');
  const url = new URL(res.json().data.authorizeUrl as string, 'http://x');
  return { nonce, state: url.searchParams.get('state') ?? '', path: url.pathname };
}

/** The sandbox's consent page: the user authorises as `account`; answers the callback's code. */
async function authorise(path: string, state: string, account: string, nickname = '沙箱用户') {
  const page = await t.app.inject({ url: `${path}?state=${state}` });
  expect(page.statusCode).toBe(200);
  const res = await t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ state, account, nickname, decision: 'allow' }).toString(),
  });
  expect(res.statusCode).toBe(303);
  const back = new URL(res.headers.location as string, 'http://x');
  expect(back.searchParams.get('state')).toBe(state);
  return { callback: back.pathname, code: back.searchParams.get('code') ?? '' };
}

const check = (source: SocialSource, code: string, state: string, headers: Record<string, string> = {}) =>
  injectEndpoint(t.app, authApi.checkThirdLogin, { source, code, state }, headers);

const grant = (fields: Record<string, string>, nonce: string, headers: Record<string, string> = {}) =>
  tokenGrant(t.app, { grant_type: 'social', ...fields }, { ...cookieHeader(nonce), ...headers });

async function smsCode(phone: string) {
  await t.app.inject({
    method: 'POST',
    url: '/api/platform-resource/sms/endpoint/send-validate-nologin',
    payload: { phone },
  });
  return (await t.app.inject({ url: `/api/platform-resource/sms/test-inbox?phone=${phone}` })).json()
    .data as { id: string; code: string };
}

/** A full login up to checkThirdLogin's answer. */
async function loginAs(source: SocialSource, account: string) {
  const s = await start(source);
  const { code, callback } = await authorise(s.path, s.state, account);
  expect(callback).toBe(`/oauth/callback/${source}`);
  const res = await check(source, code, s.state, cookieHeader(s.nonce));
  expect(res.statusCode).toBe(200);
  return { ...s, code, view: res.json().data as { result: string; uuid: string; nickname: string } };
}

describe('social login', () => {
  it('offers the three providers through the sandbox without credentials', async () => {
    const res = await injectEndpoint(t.app, authApi.socialProviders);
    expect(res.json().data).toEqual([
      { source: 'wechat', sandbox: true },
      { source: 'dingtalk', sandbox: true },
      { source: 'qq', sandbox: true },
    ]);
  });

  it('links a new identity to the account of a phone proved by SMS, then signs in with it directly', async () => {
    const first = await loginAs('wechat', 'lina-wx');
    expect(first.view).toMatchObject({ result: 'needsPhone', nickname: '沙箱用户' });

    const noPhone = await grant({ source: 'wechat', uuid: first.view.uuid }, first.nonce);
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().error_description).toBe('首次使用该第三方账号登录，请先绑定手机号');

    const sms = await smsCode(LINA_PHONE);
    const wrong = String((Number(sms.code) + 1) % 1_000_000).padStart(6, '0');
    const fields = { source: 'wechat', uuid: first.view.uuid, sms_phone: LINA_PHONE, sms_id: sms.id };
    const bad = await grant({ ...fields, sms_value: wrong }, first.nonce);
    expect(bad.json().error_description).toBe('短信验证码不正确或已过期');
    expect(await countRows(t.db, `social_identities where open_id = 'sandbox-wechat-lina-wx'`)).toBe(0);

    const again = await smsCode(LINA_PHONE);
    const ok = await grant({ ...fields, sms_id: again.id, sms_value: again.code }, first.nonce);
    expect(ok.statusCode).toBe(200);
    expect(tokenResponseSchema.parse(ok.json())).toMatchObject({ account: 'lina', refresh_token: '' });
    expect(refreshCookieOf(ok)).not.toBe('');

    const replay = await grant({ ...fields, sms_id: again.id, sms_value: again.code }, first.nonce);
    expect(replay.json().error_description).toBe('第三方登录已失效，请重新登录');

    const second = await loginAs('wechat', 'lina-wx');
    expect(second.view.result).toBe('signIn');
    const direct = await grant({ source: 'wechat', uuid: second.view.uuid }, second.nonce);
    expect(direct.statusCode).toBe(200);
    expect(direct.json().account).toBe('lina');
  });

  it('registers a new account for a new phone', async () => {
    const { view, nonce } = await loginAs('dingtalk', 'newcomer');
    const sms = await smsCode('13712345678');
    const res = await grant(
      { source: 'dingtalk', uuid: view.uuid, sms_phone: '13712345678', sms_id: sms.id, sms_value: sms.code },
      nonce,
    );
    expect(res.statusCode).toBe(200);
    expect(await countRows(t.db, `users where phone = '13712345678'`)).toBe(1);
  });

  it('refuses a code used twice, a forged state, another browser and a forged code', async () => {
    const s = await start('wechat');
    const { code } = await authorise(s.path, s.state, 'replayer');
    expect((await check('wechat', code, s.state, cookieHeader(s.nonce))).statusCode).toBe(200);
    const twice = await check('wechat', code, s.state, cookieHeader(s.nonce));
    expect(twice.statusCode).toBe(400);
    expect(twice.json().msg).toBe('第三方登录已失效或不是从本浏览器发起的，请重新登录');

    const forged = await check('wechat', code, 'A'.repeat(43), cookieHeader(s.nonce));
    expect(forged.json().msg).toBe('第三方登录已失效或不是从本浏览器发起的，请重新登录');

    const other = await start('wechat');
    const otherCode = await authorise(other.path, other.state, 'replayer');
    expect((await check('wechat', otherCode.code, other.state)).statusCode).toBe(400);
    expect((await check('wechat', otherCode.code, other.state, cookieHeader(s.nonce))).statusCode).toBe(400);
    // Another provider's page cannot answer for this one.
    expect((await check('qq', otherCode.code, other.state, cookieHeader(other.nonce))).statusCode).toBe(400);

    const third = await start('wechat');
    const fake = await check(
      'wechat',
      `${code.split('.')[0]}.forged`,
      third.state,
      cookieHeader(third.nonce),
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json().msg).toBe('第三方授权失败，请重新授权');
    const markup = await check('wechat', '<script>', third.state, cookieHeader(third.nonce));
    expect(markup.statusCode).toBe(400);
  });

  it('redeems a ticket only in the browser and on the platform it was given to', async () => {
    const { view, nonce } = await loginAs('wechat', 'lina-wx');
    expect(view.result).toBe('signIn');
    const elsewhere = await grant({ source: 'wechat', uuid: view.uuid }, 'x'.repeat(43));
    expect(elsewhere.json().error_description).toBe('第三方登录已失效，请重新登录');
    const otherHost = await grant({ source: 'wechat', uuid: view.uuid }, nonce, WHITE_LABEL_HOST);
    expect(otherHost.statusCode).toBe(400);
    // The state of one platform is not good on another either.
    const s = await start('wechat');
    const { code } = await authorise(s.path, s.state, 'lina-wx');
    expect(
      (await check('wechat', code, s.state, { ...cookieHeader(s.nonce), ...WHITE_LABEL_HOST })).statusCode,
    ).toBe(400);
  });

  it('binds and unbinds from account security; an identity belongs to one user, a user has one per provider', async () => {
    const s = await start('qq', bearer(lina), true);
    const { code } = await authorise(s.path, s.state, 'lina-qq', 'QQ 李娜');
    const linked = await check('qq', code, s.state, cookieHeader(s.nonce));
    expect(linked.json().data).toMatchObject({ result: 'linked', uuid: null, nickname: 'QQ 李娜' });
    const list = await injectEndpoint(t.app, authApi.socialBindings, {}, bearer(lina));
    expect(list.json().data).toEqual(
      expect.arrayContaining([expect.objectContaining({ source: 'qq', nickname: 'QQ 李娜' })]),
    );

    const taken = await start('qq', bearer(liuyang), true);
    const takenCode = await authorise(taken.path, taken.state, 'lina-qq');
    const refused = await check('qq', takenCode.code, taken.state, cookieHeader(taken.nonce));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('该第三方账号已绑定其他账号');

    const second = await start('qq', bearer(lina), true);
    const secondCode = await authorise(second.path, second.state, 'lina-qq-2');
    const twoOfAKind = await check('qq', secondCode.code, second.state, cookieHeader(second.nonce));
    expect(twoOfAKind.json().msg).toBe('您已绑定该类型的第三方账号，请先解绑');

    const unbind = await injectEndpoint(t.app, authApi.socialUnbind, { source: 'qq' }, bearer(lina));
    expect(unbind.json().data).toBe(true);
    const after = await injectEndpoint(t.app, authApi.socialBindings, {}, bearer(lina));
    expect(after.json().data.map((b: { source: string }) => b.source)).not.toContain('qq');
    expect((await injectEndpoint(t.app, authApi.socialBindAuthorize, { source: 'qq' })).statusCode).toBe(401);
  });

  it('the sandbox page refuses a link without a state and denies on request', async () => {
    expect((await t.app.inject({ url: '/sandbox-oauth/wechat' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/sandbox-oauth/weibo?state=x' })).statusCode).toBe(404);
    const s = await start('wechat');
    const html = (
      await t.app.inject({ url: `${s.path}?state=${s.state}`, headers: { 'accept-language': 'en' } })
    ).body;
    expect(html).toContain('Authorise with WeChat (sandbox)');
    const denied = await t.app.inject({
      method: 'POST',
      url: s.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ state: s.state, decision: 'deny' }).toString(),
    });
    expect(denied.headers.location).toBe(`/oauth/callback/wechat?error=access_denied&state=${s.state}`);
  });
});

describe('social login without the sandbox', () => {
  it('offers nothing and refuses to start', async () => {
    const off = await createTestApp({ SOCIAL_SANDBOX: 'false' });
    try {
      expect((await injectEndpoint(off.app, authApi.socialProviders)).json().data).toEqual([]);
      const res = await injectEndpoint(off.app, authApi.socialAuthorize, { source: 'wechat' });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('该第三方登录方式暂未开通');
    } finally {
      await off.close();
    }
  });
});
