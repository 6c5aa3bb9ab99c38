import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { PARTNER_HEADERS, tokenResponseSchema, widgetApi } from '@platform/contracts';
import { countRows, createTestApp, tokenGrant, type TestApp } from '../../test/test-app';
import { seedDemoPartner } from './demo';
import { signPartnerRequest } from './signature';

const SECRET = 'partner-secret-for-sso-tests-0123456789';
const PARTNER = 'demo-partner';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoPartner(t.app.ctx.store, { origins: 'https://partner.example', secret: SECRET });
});
afterAll(() => t.close());

/** What a partner's backend sends to qmf/sso/call. */
function call(fields: Record<string, string>, headers: Record<string, string> = {}) {
  const raw = JSON.stringify({ ...fields, nonce: randomUUID() });
  const timestamp = String(Math.floor(Date.now() / 1000));
  return t.app.inject({
    method: 'POST',
    url: widgetApi.ssoCall.path,
    headers: {
      host: 'localhost',
      'content-type': 'application/json',
      [PARTNER_HEADERS.partner]: PARTNER,
      [PARTNER_HEADERS.timestamp]: timestamp,
      [PARTNER_HEADERS.signature]: signPartnerRequest(SECRET, timestamp, raw),
      ...headers,
    },
    payload: raw,
  });
}

/** A token a partner signs itself. */
function partnerToken(phone: string, over: { secret?: string; seconds?: number; issuer?: string } = {}) {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(over.issuer ?? PARTNER)
    .setSubject(phone)
    .setIssuedAt()
    .setExpirationTime(`${over.seconds ?? 120}s`)
    .setJti(randomUUID())
    .sign(new TextEncoder().encode(over.secret ?? SECRET));
}

const grant = (token: string, mobile: string, headers: Record<string, string> = {}) =>
  tokenGrant(t.app, { grant_type: 'sso', mobile, appId: PARTNER, loginType: 'sso' }, { token, ...headers });

describe('single sign-on', () => {
  it('qmf/sso/call answers the portal address; the portal signs the user in with it once', async () => {
    const res = await call({ phone: '13800000003', ssoType: '4', path: '/control/collections' });
    expect(res.statusCode).toBe(200);
    const { url, token, expiresIn } = res.json().data as { url: string; token: string; expiresIn: number };
    expect(expiresIn).toBe(120);
    const entry = new URL(url);
    expect(entry.origin).toBe('http://localhost');
    expect(Object.fromEntries(entry.searchParams)).toMatchObject({
      token,
      appId: PARTNER,
      phone: '13800000003',
      ssoType: '4',
      path: '/control/collections',
    });
    const signedIn = await grant(token, '13800000003');
    expect(signedIn.statusCode).toBe(200);
    expect(tokenResponseSchema.parse(signedIn.json())).toMatchObject({ account: 'wangfang' });
    const again = await grant(token, '13800000003');
    expect(again.statusCode).toBe(401);
    expect(again.json().error_description).toBe('单点登录凭证已使用过');
  });

  it('takes a token the partner signed itself, and registers a new phone under its customer', async () => {
    const before = await countRows(t.db, 'users');
    const res = await grant(await partnerToken('13912345678'), '13912345678');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ account: '13912345678', tenant_type: 1 });
    expect(await countRows(t.db, 'users')).toBe(before + 1);
  });

  it('refuses a bad signature, an expired or too long-lived token, another phone and no token', async () => {
    const refused = async (token: string, mobile = '13800000003') => {
      const res = await grant(token, mobile);
      expect(res.statusCode).toBe(401);
      return res.json().error_description as string;
    };
    expect(
      await refused(await partnerToken('13800000003', { secret: 'not-the-partner-secret-0123456789' })),
    ).toBe('单点登录凭证无效或已过期');
    expect(await refused(await partnerToken('13800000003', { seconds: -10 }))).toBe(
      '单点登录凭证无效或已过期',
    );
    expect(await refused(await partnerToken('13800000003', { seconds: 3600 }))).toBe(
      '单点登录凭证无效或已过期',
    );
    expect(await refused(await partnerToken('13800000003', { issuer: 'other-partner' }))).toBe(
      '单点登录凭证无效或已过期',
    );
    expect(await refused(await partnerToken('13800000004'))).toBe('单点登录凭证无效或已过期');
    expect(await refused('not.a.token')).toBe('单点登录凭证无效或已过期');
    const none = await tokenGrant(t.app, { grant_type: 'sso', mobile: '13800000003', appId: PARTNER });
    expect(none.statusCode).toBe(401);
  });

  it("keeps a partner to its own platform's host and accounts", async () => {
    const other = await grant(await partnerToken('13800000003'), '13800000003', { host: '127.0.0.1:3000' });
    expect(other.statusCode).toBe(403);
    expect(other.json().error_description).toBe('该合作方不属于本平台');
    // 赵敏 is an account of the white-label customer: not this partner's to sign in.
    const foreign = await grant(await partnerToken('13800000005'), '13800000005');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error_description).toBe('该账号属于其他平台，请在其所属平台登录');
  });

  it('qmf/sso/call is for servers with the signature only', async () => {
    expect((await call({ phone: '13800000003' }, { origin: 'https://partner.example' })).statusCode).toBe(
      403,
    );
    expect(
      (await call({ phone: '13800000003' }, { [PARTNER_HEADERS.signature]: 'f'.repeat(64) })).statusCode,
    ).toBe(401);
    const bad = await call({ phone: '13800000003', path: '//evil.example' });
    expect(bad.statusCode).toBe(400);
  });
});
