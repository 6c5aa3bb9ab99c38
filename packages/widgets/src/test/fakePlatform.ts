import { ResultCode } from '@platform/contracts/codes';

/**
 * The platform's API as the widgets see it, for unit tests (jsdom) and stories: answers by
 * "METHOD /path", records every request. The server's own behaviour is proven by its tests and
 * by e2e/widgets.e2e.ts, which runs the built widgets against the real server.
 */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

export type FakeAnswer =
  { data: unknown } | { code: number; msg: string; status?: number } | { status: number; body?: string };

export type FakeRoute = FakeAnswer | ((request: FakeRequest) => FakeAnswer);

export interface FakePlatform {
  fetch: typeof fetch;
  requests: FakeRequest[];
  /** Requests to one "METHOD /path". */
  to(route: string): FakeRequest[];
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function fakePlatform(routes: Record<string, FakeRoute>): FakePlatform {
  const requests: FakeRequest[] = [];
  const fake = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = (init.method ?? 'GET').toUpperCase();
    const request: FakeRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      headers: new Headers(init.headers),
    };
    requests.push(request);
    const route = routes[`${method} ${url.pathname}`];
    if (init.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    if (!route) return json(404, { code: 404, msg: 'not found', data: null });
    const answer = typeof route === 'function' ? route(request) : route;
    if ('data' in answer) return json(200, { code: ResultCode.SUCCESS, msg: 'success', data: answer.data });
    if ('code' in answer)
      return json(answer.status ?? 200, { code: answer.code, msg: answer.msg, data: null });
    return new Response(answer.body ?? '', { status: answer.status });
  };
  return {
    fetch: fake as typeof fetch,
    requests,
    to: (route) => requests.filter((r) => `${r.method} ${r.path}` === route),
  };
}

/** A JWT-shaped widget token for `userId` (the widgets read sub and exp; the server verifies). */
export function fakeWidgetToken(userId: string): string {
  const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${b64({ alg: 'HS256' })}.${b64({ sub: userId, exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
}
