import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASIC, bearer, countRows, createTestApp, loginToken, type TestApp } from './test-app';

let t: TestApp;
let access: string;
const TABLES = [
  'users',
  'tenants',
  'tenant_members',
  'auth_sessions',
  'refresh_tokens',
  'sms_codes',
  'customers',
];
let before: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp({ TOKEN_RATE_LIMIT_PER_MINUTE: '100000' });
  ({ access } = await loginToken(t.app, 'zhangwei'));
  before = Object.fromEntries(
    await Promise.all(TABLES.map(async (n) => [n, await countRows(t.db, n)] as const)),
  );
});
afterAll(() => t.close());

const SQL_INJECTIONS = ["' OR '1'='1", "'; drop table users; --", '1; select pg_sleep(1)', '\\x00\'"`;--'];

interface Case {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

const form = { authorization: BASIC, 'content-type': 'application/x-www-form-urlencoded' };
const cases = (): Case[] => [
  {
    name: 'malformed JSON',
    method: 'POST',
    url: '/api/platform-system/user/update-user-info',
    payload: '{"nickName":',
    headers: { ...bearer(access), 'content-type': 'application/json' },
  },
  {
    name: 'JSON array body',
    method: 'POST',
    url: '/api/platform-resource/sms/endpoint/send-validate-nologin',
    payload: '[1,2]',
    headers: { 'content-type': 'application/json' },
  },
  {
    name: 'missing phone',
    method: 'POST',
    url: '/api/platform-resource/sms/endpoint/send-validate-nologin',
    payload: {},
  },
  {
    name: 'phone of wrong type',
    method: 'POST',
    url: '/api/platform-resource/sms/endpoint/send-validate-nologin',
    payload: { phone: 13800000001 },
  },
  {
    name: 'phone too long',
    method: 'POST',
    url: '/api/platform-resource/sms/endpoint/send-validate-nologin',
    payload: { phone: '1'.repeat(5000) },
  },
  {
    name: 'nickname too long',
    method: 'POST',
    url: '/api/platform-system/user/update-user-info',
    payload: { nickName: '名'.repeat(33) },
    headers: bearer(access),
  },
  {
    name: 'sex out of range',
    method: 'POST',
    url: '/api/platform-system/user/update-user-info',
    payload: { sex: 7 },
    headers: bearer(access),
  },
  {
    name: 'password not an MD5',
    method: 'POST',
    url: '/api/platform-auth/oauth/token',
    payload: 'grant_type=password&username=zhangwei&password=Demo@2026&captchaVerification=x',
    headers: form,
  },
  {
    name: 'missing grant fields',
    method: 'POST',
    url: '/api/platform-auth/oauth/token',
    payload: 'grant_type=password',
    headers: form,
  },
  {
    name: 'unknown grant',
    method: 'POST',
    url: '/api/platform-auth/oauth/token',
    payload: 'grant_type=implicit',
    headers: form,
  },
  {
    name: 'over-long username',
    method: 'POST',
    url: '/api/platform-auth/oauth/token',
    payload: `grant_type=password&username=${'a'.repeat(500)}&password=${'a'.repeat(32)}&captchaVerification=x`,
    headers: form,
  },
  {
    name: 'dictionary code with symbols',
    method: 'GET',
    url: "/api/platform-system/dict-biz/dictionary?code=a'b",
  },
  { name: 'missing dictionary code', method: 'GET', url: '/api/platform-system/dict-biz/dictionary' },
  {
    name: 'captcha check with garbage point',
    method: 'POST',
    url: '/api/platform-auth/captcha/check',
    payload: { token: 'x', pointJson: '{{' },
  },
  {
    name: 'NUL in a JSON field',
    method: 'POST',
    url: '/api/platform-system/user/update-user-info',
    payload: { nickName: 'a\u0000b' },
    headers: bearer(access),
  },
  {
    name: 'high lone surrogate in a JSON field',
    method: 'POST',
    url: '/api/platform-auth/captcha/check',
    payload: { token: 'x\ud800y', pointJson: '{}' },
  },
  {
    name: 'low lone surrogate in a JSON field',
    method: 'POST',
    url: '/api/platform-resource/sms/endpoint/send-validate-nologin',
    payload: { phone: '1380000000\udc00' },
  },
  {
    name: 'NUL in a form field',
    method: 'POST',
    url: '/api/platform-auth/oauth/token',
    payload: `grant_type=password&username=a%00b&password=${'a'.repeat(32)}&captchaVerification=x`,
    headers: form,
  },
  { name: 'NUL in the query', method: 'GET', url: '/api/platform-system/dict-biz/dictionary?code=a%00b' },
  {
    name: 'retrieve password without code',
    method: 'POST',
    url: '/api/platform-system/user/retrieve-password',
    payload: { phone: '13800000001' },
  },
];

describe('bad input gets a clear error envelope, never a 500, and writes nothing', () => {
  it.each(cases().map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const res = await t.app.inject({
      method: c.method,
      url: c.url,
      payload: c.payload as string,
      headers: c.headers,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    const body = res.json();
    expect(body.code).not.toBe(666666);
    expect(typeof body.msg).toBe('string');
    expect(body.msg.length).toBeGreaterThan(0);
    expect(body.data).toBeNull();
  });

  it('a malformed JSON body says so', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/platform-resource/sms/endpoint/send-validate-nologin',
      payload: '{"phone":',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    });
    expect(res.json()).toMatchObject({ code: 400, msg: 'The request body is not valid JSON' });
  });

  it('NUL and lone surrogates say so, in zh and en', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/platform-system/user/update-user-info',
      payload: { nickName: 'x\ud800y' },
      headers: { ...bearer(access), 'accept-language': 'en' },
    });
    expect(res.json()).toEqual({
      code: 400,
      data: null,
      msg: 'The request contains invalid characters (a NUL character or an unpaired Unicode surrogate): body.nickName',
    });
  });

  it('a validation error names the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/platform-resource/sms/endpoint/send-validate-nologin',
      payload: { phone: 'abc' },
    });
    expect(res.json().msg).toContain('phone');
  });

  it.each(SQL_INJECTIONS)('SQL metacharacters are plain data: %s', async (evil) => {
    const enc = encodeURIComponent(evil);
    const responses = await Promise.all([
      t.app.inject({ url: `/api/platform-system/lingxi/customer/detail?domain=${enc}` }),
      t.app.inject({ url: `/api/platform-system/dict-biz/dictionary?code=${enc}` }),
      t.app.inject({
        method: 'POST',
        url: '/api/platform-auth/oauth/token',
        headers: { ...form, 'tenant-id': evil },
        payload: `grant_type=password&username=${enc}&password=${'a'.repeat(32)}&captchaVerification=${enc}`,
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/platform-auth/oauth/token',
        headers: form,
        payload: `grant_type=refresh_token&refresh_token=${enc}${'x'.repeat(20)}`,
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/platform-auth/oauth/token',
        headers: form,
        payload: `grant_type=sms&sms_phone=13800000001&sms_id=${enc}&sms_value=123456`,
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/platform-auth/captcha/check',
        payload: { token: evil, pointJson: evil },
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/platform-resource/sms/endpoint/validate-message-nologin',
        payload: { phone: '13800000001', id: evil, value: '123456' },
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/platform-system/user/update-user-info',
        headers: bearer(access),
        payload: { nickName: evil.slice(0, 32) },
      }),
      t.app.inject({
        url: '/api/platform-system/user/userInfo',
        headers: { ...bearer(access), 'tenant-id': evil },
      }),
    ]);
    for (const res of responses) expect(res.statusCode, res.body).toBeLessThan(500);
    // The customer lookup treated the text as an unknown domain: the default customer.
    expect(responses[0]!.json().data.customerCode).toBe('10000000');
    // The nickname is stored verbatim, as text.
    expect(responses[7]!.json().data.nickName).toBe(evil.slice(0, 32).trim());
  });

  it('left every table as it was (bar the nickname edits)', async () => {
    for (const table of TABLES) expect(await countRows(t.db, table), table).toBe(before[table]);
  });
});
