import { systemApi } from '@platform/contracts';
import { describe, expect, it, vi } from 'vitest';
import { buildRequest, createApiClient, WidgetApiError } from './client';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('widget API client', () => {
  it('builds GET requests from the contract route with the query string', () => {
    const { url, body } = buildRequest({ method: 'GET', path: '/api/platform-system/x' }, 'https://p.test', {
      a: 1,
      b: '中',
      c: undefined,
    });
    expect(url).toBe('https://p.test/api/platform-system/x?a=1&b=%E4%B8%AD');
    expect(body).toBeUndefined();
  });

  it('returns data from a success envelope; sends JSON for POST and the locale', async () => {
    const fetch = vi.fn(async () => json({ code: 666666, data: { ok: 1 }, msg: '' }));
    const api = createApiClient({ baseUrl: 'https://p.test', locale: 'en', fetch });
    const route = { method: 'POST', path: '/api/platform-system/y', auth: 'public' } as never;
    await expect(api.call(route, { id: 7 } as never)).resolves.toEqual({ ok: 1 });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://p.test/api/platform-system/y');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"id":7}');
    expect(init.credentials).toBe('omit');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json', 'Accept-Language': 'en' });
  });

  it('calls a real contract route', async () => {
    const fetch = vi.fn(async () => json({ code: 10200, data: { platformName: 'X' }, msg: 'ok' }));
    const api = createApiClient({ baseUrl: 'https://p.test/', fetch });
    await expect(api.call(systemApi.customerDetail, {} as never)).resolves.toEqual({ platformName: 'X' });
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toMatch(
      /^https:\/\/p\.test\/api\/platform-system\/lingxi\/customer\/detail/,
    );
  });

  it('throws typed errors: code, http, network, auth', async () => {
    const route = { method: 'GET', path: '/api/x', auth: 'public' } as never;
    const failing = createApiClient({
      baseUrl: 'https://p.test',
      fetch: async () => json({ code: 91001, data: null, msg: '业务错误' }),
    });
    await expect(failing.call(route)).rejects.toMatchObject({
      kind: 'code',
      code: 91001,
      message: '业务错误',
    });

    const html = createApiClient({
      baseUrl: 'https://p.test',
      fetch: async () => new Response('<html>', { status: 502 }),
    });
    await expect(html.call(route)).rejects.toMatchObject({ kind: 'http', status: 502 });

    const offline = createApiClient({
      baseUrl: 'https://p.test',
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const error = await offline.call(route).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WidgetApiError);
    expect(error).toMatchObject({ kind: 'network' });

    const fetch = vi.fn();
    const anonymous = createApiClient({ baseUrl: 'https://p.test', fetch });
    await expect(
      anonymous.call({ method: 'GET', path: '/api/me', auth: 'user' } as never),
    ).rejects.toMatchObject({
      kind: 'auth',
    });
    expect(fetch).not.toHaveBeenCalled();

    const signed = createApiClient({
      baseUrl: 'https://p.test',
      token: () => 't0k',
      fetch: vi.fn(async () => json({ code: 200, data: 1, msg: '' })),
    });
    await expect(signed.call({ method: 'GET', path: '/api/me', auth: 'user' } as never)).resolves.toBe(1);
  });
});
