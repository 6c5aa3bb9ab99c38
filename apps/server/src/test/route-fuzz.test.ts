import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message } from '@platform/contracts';
import { registeredRoutes, type RegisteredRoute } from './registered-routes';
import { bearer, createTestApp, loginToken, type TestApp } from './test-app';

/**
 * The bad-input corpus run against every route the app registered (the list comes from Fastify,
 * so a new route is fuzzed without being named here): NUL and lone surrogates, high and low, in
 * every place input comes from, and a chunked body over the body limit. Never a 500.
 */
let t: TestApp;
let access: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ access } = await loginToken(t.app, 'lina'));
});
afterAll(() => t.close());

const REFUSAL = message('unstorableText');
const NUL = 'a\u0000b';
const HIGH = 'x\ud800y';
const LOW = 'x\udc00y';

/** The route's path with each parameter (and wildcard) filled in. */
const fill = (path: string, value: string) =>
  (path.startsWith('/') ? path : `/${path}`).replace(/:[^/]+|\*/g, value);

interface Probe {
  name: string;
  url: string;
  payload?: string;
  contentType?: string;
  field: string;
}

/** The corpus each route gets: NUL, and high and low lone surrogates, in every place input comes from. */
function probes(route: RegisteredRoute): Probe[] {
  const url = fill(route.path, 'ok');
  const list: Probe[] = [
    { name: 'NUL in a query value', url: `${url}?probe=${encodeURIComponent(NUL)}`, field: 'query.probe' },
    { name: 'NUL in a query key', url: `${url}?a%00=1`, field: 'query' },
  ];
  if (/:|\*/.test(route.path))
    list.push({ name: 'NUL in a path parameter', url: fill(route.path, 'a%00b'), field: 'params' });
  if (route.method !== 'POST') return list;
  const json = (name: string, body: unknown, field: string): Probe => ({
    name,
    url: `${url}?kind=file`,
    payload: JSON.stringify(body),
    contentType: 'application/json',
    field,
  });
  return [
    ...list,
    json('high surrogate in a JSON value', { probe: HIGH }, 'body.probe'),
    json('low surrogate deep in a JSON body', { nested: { list: ['ok', LOW] } }, 'body.nested.list.1'),
    json('NUL in a JSON key', { 'a\u0000': 1 }, 'body'),
    {
      name: 'NUL in a form field',
      url: `${url}?kind=file`,
      payload: `probe=${encodeURIComponent(NUL)}`,
      contentType: 'application/x-www-form-urlencoded',
      field: 'body.probe',
    },
  ];
}

describe('every registered route refuses NUL and lone surrogates before its handler runs', () => {
  it('covers every route of the app (the list comes from Fastify, not from a hand-kept table)', () => {
    const routes = registeredRoutes(t.app);
    expect(routes.length).toBeGreaterThan(250);
    expect(routes).toContainEqual({ method: 'POST', path: '/api/platform-resource/file/upload' });
    expect(routes).toContainEqual({ method: 'GET', path: '/api/platform-resource/file/:id' });
    expect(routes).toContainEqual({ method: 'GET', path: '/api/platform-im/socket' });
  });

  it('answers 400 with the message on every route, for every probe', async () => {
    const wrong: string[] = [];
    for (const route of registeredRoutes(t.app)) {
      for (const probe of probes(route)) {
        const field = probe.field.startsWith('params') ? 'params' : probe.field;
        const res = await t.app.inject({
          method: route.method as 'GET' | 'POST',
          url: probe.url,
          payload: probe.payload,
          headers: { ...bearer(access), ...(probe.contentType ? { 'content-type': probe.contentType } : {}) },
        });
        const msg = res.statusCode === 400 ? (res.json() as { msg: string }).msg : '';
        if (!msg.startsWith(`${REFUSAL}: ${field}`))
          wrong.push(
            `${route.method} ${route.path} ${probe.name}: ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
      }
    }
    expect(wrong).toEqual([]);
  });
});

/** A JSON body just over the 1 MiB body limit, streamed in pieces without a length (chunked). */
function chunkedOverLimit(): Readable {
  const piece = 'x'.repeat(64 * 1024);
  return Readable.from(
    (function* () {
      yield '{"content":"';
      for (let i = 0; i < 17; i++) yield piece;
      yield '"}';
    })(),
  );
}

describe('every POST route answers a chunked body over the limit with 413', () => {
  it('in the envelope, whatever the route', async () => {
    const wrong: string[] = [];
    for (const route of registeredRoutes(t.app).filter((r) => r.method === 'POST')) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${fill(route.path, 'ok')}?kind=file`,
        payload: chunkedOverLimit(),
        headers: { ...bearer(access), 'content-type': 'application/json' },
      });
      const body = res.statusCode === 413 ? (res.json() as { code: number; msg: string }) : undefined;
      if (body?.code !== 413 || body.msg !== message('payloadTooLarge'))
        wrong.push(`${route.path}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });
});
