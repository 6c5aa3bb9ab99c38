import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, decodeJwt } from 'jose';
import { isClientRoute } from '../app';
import { listeningPort, postOverSocket } from './over-socket';
import { bearer, createTestApp, loginToken, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userInfo = (token: string) =>
  t.app.inject({ url: '/api/platform-system/user/userInfo', headers: bearer(token) });

describe('security headers', () => {
  it('sends a strict CSP, framing, sniffing and referrer rules on every response', async () => {
    for (const url of ['/healthz', '/api/platform-system/nope', '/']) {
      const res = await t.app.inject({ url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('isolates every page from its opener except the widgets’ login popup, which answers its opener', async () => {
    expect((await t.app.inject({ url: '/' })).headers['cross-origin-opener-policy']).toBe('same-origin');
    const popup = await t.app.inject({ url: '/widget-login?origin=https%3A%2F%2Fpartner.example' });
    expect(popup.headers['cross-origin-opener-policy']).toBe('unsafe-none');
  });

  it('adds HSTS when served over HTTPS behind a trusted proxy', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const res = await proxied.app.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await proxied.close();
    }
  });
});

describe('files and routes', () => {
  it('answers a missing script or asset with 404, never the portal page', async () => {
    for (const url of ['/widgets/missing.js', '/assets/missing-123.js', '/brand/none.svg', '/favicon.ico']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(String(res.headers['content-type']), url).not.toContain('text/html');
    }
  });

  it('tells client routes from files', () => {
    expect(isClientRoute('/EntInfo/index?companyid=1.5')).toBe(true);
    expect(isClientRoute('/home/discover')).toBe(true);
    expect(isClientRoute('/widgets/loader.js')).toBe(false);
    expect(isClientRoute('/widgets/')).toBe(false);
    expect(isClientRoute('/api/platform-system/x')).toBe(false);
    expect(isClientRoute('/logo.png')).toBe(false);
  });
});

describe('envelope codes say what happened', () => {
  it('413 for a body over the limit, on the API and on the token endpoint', async () => {
    const payload = JSON.stringify({ content: 'x'.repeat(1_100_000) });
    const headers = { 'content-type': 'application/json' };
    for (const url of ['/api/platform-system/feedback/submit', '/api/platform-auth/oauth/token']) {
      const res = await t.app.inject({ method: 'POST', url, headers, payload });
      expect(res.statusCode, url).toBe(413);
      expect(res.json(), url).toMatchObject({ code: 413, msg: '请求内容过大' });
    }
  });

  it('413 for a chunked body over the limit, sent over a real socket', async () => {
    const port = await listeningPort(t.app);
    const body = Buffer.from(JSON.stringify({ content: 'x'.repeat(1_100_000) }));
    const headers = { 'content-type': 'application/json', 'accept-language': 'en' };
    for (const path of ['/api/platform-system/feedback/submit', '/api/platform-auth/oauth/token']) {
      const reply = await postOverSocket(port, { path, headers, body, chunked: true });
      expect(reply.status, path).toBe(413);
      expect(JSON.parse(reply.body), path).toMatchObject({
        code: 413,
        data: null,
        msg: 'The request body is too large',
      });
    }
  });

  it('415 for a content type the API does not read', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/platform-system/feedback/submit',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 415 });
  });

  it('403 carries code 403', async () => {
    const { access } = await loginToken(t.app, 'zhangwei');
    const res = await t.app.inject({
      url: '/api/platform-system/user/userInfo',
      headers: { ...bearer(access), 'tenant-id': '200001' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 403 });
  });
});

describe('access tokens', () => {
  it('refuses a correctly signed token without an expiry', async () => {
    const { access } = await loginToken(t.app, 'zhangwei');
    expect((await userInfo(access)).statusCode).toBe(200);
    const { exp: _exp, iat: _iat, ...claims } = decodeJwt(access);
    const eternal = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('x'.repeat(40)));
    expect((await userInfo(eternal)).statusCode).toBe(401);
  });
});

describe('user-supplied names', () => {
  it('are stored as given and returned as data, never as markup the server built', async () => {
    const { access } = await loginToken(t.app, 'liuyang');
    const name = '<img src=x onerror=alert(1)>';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/platform-system/user/update-user-info',
      headers: bearer(access),
      payload: { nickName: name },
    });
    expect(res.json()).toMatchObject({ data: { nickName: name } });
    expect(String(res.headers['content-type'])).toContain('application/json');
  });
});
