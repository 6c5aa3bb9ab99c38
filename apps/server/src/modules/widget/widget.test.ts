import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IM_SOCKET_PATH, PARTNER_HEADERS, WIDGET_MESSAGES, systemApi, widgetApi } from '@platform/contracts';
import { vcardRoutes } from '@platform/contracts/vcard/routes';
import { CLOSE_CODES } from '@platform/contracts/im';
import WebSocket from 'ws';
import { bearer, createTestApp, loginToken, type TestApp } from '../../test/test-app';
import { seedDemoPartner } from './demo';
import { signPartnerRequest } from './signature';

const SECRET = 'partner-secret-for-tests-0123456789abcdef';
const PARTNER = 'https://partner.example';
const SECOND = 'https://shop.partner.example';
const STRANGER = 'https://evil.example';
const PLATFORM_HOST = 'localhost';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoPartner(t.app.ctx.store, { origins: `${PARTNER},${SECOND}`, secret: SECRET });
});
afterAll(() => t.close());

const detail = (headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: systemApi.customerDetail.path,
    headers: { host: PLATFORM_HOST, ...headers },
  });

/** What a partner's backend sends. */
function signed(
  fields: { origin: string; phone: string },
  overrides: Partial<Record<'partner' | 'timestamp' | 'signature' | 'nonce', string>> = {},
) {
  const raw = JSON.stringify({ ...fields, nonce: overrides.nonce ?? randomUUID() });
  const timestamp = overrides.timestamp ?? String(Math.floor(Date.now() / 1000));
  return t.app.inject({
    method: 'POST',
    url: widgetApi.token.path,
    headers: {
      host: PLATFORM_HOST,
      'content-type': 'application/json',
      [PARTNER_HEADERS.partner]: overrides.partner ?? 'demo-partner',
      [PARTNER_HEADERS.timestamp]: timestamp,
      [PARTNER_HEADERS.signature]: overrides.signature ?? signPartnerRequest(SECRET, timestamp, raw),
    },
    payload: raw,
  });
}

describe('partner origins', () => {
  it('lets a listed origin call the API, with CORS for that origin and no credentials', async () => {
    const res = await detail({ origin: PARTNER });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(res.headers.vary).toMatch(/Origin/);
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('refuses any other origin with a message the widget can read, in zh and en', async () => {
    const zh = await detail({ origin: STRANGER });
    expect(zh.statusCode).toBe(403);
    expect(zh.headers['access-control-allow-origin']).toBe(STRANGER);
    expect(zh.json()).toMatchObject({ data: null, msg: '该网站未获授权嵌入本平台组件' });
    const en = await detail({ origin: STRANGER, 'accept-language': 'en' });
    expect(en.json().msg).toBe("This site is not allowed to embed this platform's widgets");
  });

  it('answers preflights, and leaves same-origin calls alone', async () => {
    const pre = await t.app.inject({
      method: 'OPTIONS',
      url: systemApi.userInfo.path,
      headers: { host: PLATFORM_HOST, origin: PARTNER, 'access-control-request-method': 'GET' },
    });
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-headers']).toMatch(/authorization/);
    expect(pre.headers['access-control-allow-headers']).toMatch(/pf-customer/);
    const own = await detail({ origin: `http://${PLATFORM_HOST}` });
    expect(own.statusCode).toBe(200);
    expect(own.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("checks the origin against the customer the widget names: another customer's partners do not count", async () => {
    expect((await detail({ origin: PARTNER, 'pf-customer': 'nobody' })).json().msg).toBe('未找到该客户配置');
    expect((await detail({ origin: PARTNER, 'pf-customer': '<b>' })).statusCode).toBe(403);
    const other = await t.db.query<{ customer_code: string }>(
      'select customer_code from customers where is_default = false limit 1',
    );
    const res = await detail({ origin: PARTNER, 'pf-customer': other[0]!.customer_code });
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe('该网站未获授权嵌入本平台组件');
  });

  it('limits each origin to its partner rate', async () => {
    await t.db.query(`update widget_partners set rate_per_minute = 3 where id = 'demo-partner'`);
    const origin = 'https://rate.partner.example';
    await t.db.query(
      `update widget_partners set origins = origins || '["${origin}"]'::jsonb where id = 'demo-partner'`,
    );
    const codes: number[] = [];
    for (let i = 0; i < 5; i += 1) codes.push((await detail({ origin })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429, 429]);
    // Another origin has its own count.
    expect((await detail({ origin: SECOND })).statusCode).toBe(200);
    await t.db.query(`update widget_partners set rate_per_minute = 600 where id = 'demo-partner'`);
  });
});

describe('widget tokens minted by the partner backend', () => {
  it('signs in the partner user by phone, bound to the origin it was minted for', async () => {
    const res = await signed({ origin: PARTNER, phone: '13800000001' });
    expect(res.json()).toMatchObject({ msg: expect.any(String) });
    expect(res.statusCode, res.body).toBe(200);
    const { token, userId, expiresAt } = res.json().data;
    expect(userId).toBe('1000000000000000002'); // zhangwei's phone
    expect(expiresAt - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(15 * 60_000);

    // The card's "my cards" list: a call the widgets make (the widget scope lets it in).
    const me = (origin?: string) =>
      t.app.inject({
        method: 'GET',
        url: vcardRoutes.getMyValidCardBasicInfoList.path,
        headers: { host: PLATFORM_HOST, ...bearer(token), ...(origin ? { origin } : {}) },
      });
    const fromPartner = await me(PARTNER);
    expect(fromPartner.statusCode, fromPartner.body).toBe(200);
    // The same token from another allowed origin, or with no origin at all, is refused.
    expect((await me(SECOND)).statusCode).toBe(401);
    expect((await me()).statusCode).toBe(401);
  });

  it('registers a phone it has not seen under the partner customer', async () => {
    const res = await signed({ origin: PARTNER, phone: '13912345678' });
    expect(res.statusCode).toBe(200);
    const rows = await t.db.query<{ customer_code: string }>(
      `select t.customer_code from users u join tenant_members m on m.user_id = u.id
       join tenants t on t.tenant_id = m.tenant_id where u.phone = '13912345678'`,
    );
    const def = await t.db.query<{ customer_code: string }>(
      'select customer_code from customers where is_default',
    );
    expect(rows.map((r) => r.customer_code)).toEqual([def[0]!.customer_code]);
  });

  it('refuses a bad, stale or replayed signature, an unknown partner and an origin not its own', async () => {
    const body = { origin: PARTNER, phone: '13800000001' };
    const bad = await signed(body, { signature: 'f'.repeat(64) });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().msg).toBe('签名无效或已过期');
    const stale = String(Math.floor(Date.now() / 1000) - 600);
    expect((await signed(body, { timestamp: stale })).json().msg).toBe('签名无效或已过期');
    expect((await signed(body, { partner: 'nobody' })).json().msg).toBe('合作方不存在');

    const timestamp = String(Math.floor(Date.now() / 1000));
    const nonce = randomUUID();
    const signature = signPartnerRequest(SECRET, timestamp, JSON.stringify({ ...body, nonce }));
    expect((await signed(body, { timestamp, signature, nonce })).statusCode).toBe(200);
    const replay = await signed(body, { timestamp, signature, nonce });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().msg).toBe('该签名已使用过');

    expect((await signed({ origin: STRANGER, phone: '13800000001' })).statusCode).toBe(403);
    // A phone of another customer's user is not the partner's to sign in.
    expect((await signed({ origin: PARTNER, phone: '13800000005' })).statusCode).toBe(403);
    expect((await signed({ origin: 'https://partner.example/path', phone: '13800000001' })).statusCode).toBe(
      400,
    );
  });

  it('is never answered to a browser (a request with an Origin)', async () => {
    const raw = JSON.stringify({ origin: PARTNER, phone: '13800000001', nonce: randomUUID() });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const res = await t.app.inject({
      method: 'POST',
      url: widgetApi.token.path,
      headers: {
        host: PLATFORM_HOST,
        origin: PARTNER,
        'content-type': 'application/json',
        [PARTNER_HEADERS.partner]: 'demo-partner',
        [PARTNER_HEADERS.timestamp]: timestamp,
        [PARTNER_HEADERS.signature]: signPartnerRequest(SECRET, timestamp, raw),
      },
      payload: raw,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe('组件令牌只能由合作方服务器申请');
  });
});

describe('widget tokens from the login popup', () => {
  const exchange = (token: string, origin: string, requestOrigin?: string) =>
    t.app.inject({
      method: 'POST',
      url: widgetApi.session.path,
      headers: { host: PLATFORM_HOST, ...bearer(token), ...(requestOrigin ? { origin: requestOrigin } : {}) },
      payload: { origin },
    });

  it("gives the signed-in user a token for a partner origin of their customer, or the platform's own", async () => {
    const { access } = await loginToken(t.app, 'lina');
    const res = await exchange(access, PARTNER);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.userId).toBe('1000000000000000003');
    expect((await exchange(access, `http://${PLATFORM_HOST}`)).statusCode).toBe(200);
    const refused = await exchange(access, STRANGER);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('该网站未获授权嵌入本平台组件');
  });

  it('does not exchange a widget token for another', async () => {
    const minted = (await signed({ origin: PARTNER, phone: '13800000001' })).json().data.token;
    const res = await exchange(minted, PARTNER, PARTNER);
    expect(res.statusCode).toBe(403);
    // Refused by the widget scope before the exchange's own check (which stays, for depth).
    expect(res.json().msg).toBe(WIDGET_MESSAGES.widgetScopeRefused.zh);
  });
});

describe('widget tokens on the chat socket', () => {
  it('accepts the token only on a socket opened from its origin', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    // localhost: the default customer, whose partner the demo partner is (127.0.0.1 is the white label).
    const url = `ws://localhost:${port}${IM_SOCKET_PATH}`;
    const token = (await signed({ origin: PARTNER, phone: '13800000001' })).json().data.token as string;

    const open = (origin: string) =>
      new Promise<WebSocket>((resolve, reject) => {
        const ws = new WebSocket(url, { headers: { origin } });
        ws.once('open', () => resolve(ws)).once('error', reject);
      });
    const hello = (ws: WebSocket) =>
      new Promise<{ frame?: { t: string; userId?: string }; closed?: number }>((resolve) => {
        ws.once('message', (data) => resolve({ frame: JSON.parse(String(data)) }));
        ws.once('close', (code) => resolve({ closed: code }));
        ws.send(JSON.stringify({ t: 'hello', token }));
      });

    const good = await open(PARTNER);
    expect((await hello(good)).frame).toMatchObject({ t: 'ready', userId: '1000000000000000002' });
    good.terminate();
    const elsewhere = await open(SECOND);
    expect(await hello(elsewhere)).toEqual({ closed: CLOSE_CODES.unauthorized });
    // A page of an origin that is not a partner's cannot even open the socket.
    await expect(open(STRANGER)).rejects.toThrow(/403/);
  });
});
