import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IM_SOCKET_PATH,
  REPORT_FILE_PATH,
  TOKEN_PATH,
  resourceApi,
  systemApi,
  vcardApi,
} from '@platform/contracts';
import { registeredRoutes } from '../../test/registered-routes';
import { createTestApp, type TestApp } from '../../test/test-app';
import { openApiPath, type OpenApiDocument, type Operation } from './document';
import { API_DOCS_PATH, OPENAPI_PATH } from './index';

/**
 * Registered routes the reference leaves out on purpose (they register no `doc`): what partners
 * do not call as an API. Any other route missing from the document fails the first test.
 */
const INTERNAL = [
  `GET ${OPENAPI_PATH}`, // the reference itself
  `GET ${API_DOCS_PATH}`,
  `GET ${IM_SOCKET_PATH}`, // a WebSocket: docs/im-realtime.md describes its frames
  // Test mode only: what a person would read on a screen or a phone.
  'GET /api/platform-auth/captcha/test-answer',
  'GET /api/platform-resource/sms/test-inbox',
];
/** The payment gateways' callbacks, registered only when a gateway is configured: theirs, not ours. */
const GATEWAY_CALLBACKS = ['POST /api/platform-pay/wxPay/notify', 'POST /api/platform-pay/aliPay/notify'];

let t: TestApp;
let doc: OpenApiDocument;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: OPENAPI_PATH });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => t.close());

const operation = (method: string, path: string): Operation | undefined =>
  doc.paths[openApiPath(path)]?.[method.toLowerCase()];

describe('GET /api/openapi.json', () => {
  it('describes every route the app registered (Fastify’s own list) but the internal ones', () => {
    const routes = registeredRoutes(t.app);
    expect(routes.length).toBeGreaterThan(250);
    // Outside /api/ are the health check, the portal's files (one route each once it is built) and
    // the sandbox checkout pages: not the API.
    const missing = routes
      .filter((r) => r.path.startsWith('/api/') && !operation(r.method, r.path))
      .map((r) => `${r.method} ${r.path}`)
      .filter((r) => !GATEWAY_CALLBACKS.includes(r));
    expect(missing.sort()).toEqual([...INTERNAL].sort());
    // And nothing it describes is unregistered.
    const registered = new Set(routes.map((r) => `${r.method.toLowerCase()} ${openApiPath(r.path)}`));
    const described = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method} ${path}`),
    );
    expect(described.filter((d) => !registered.has(d))).toEqual([]);
  });

  it('is an OpenAPI 3.1 document whose operations each have an id, a tag, security and a success', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toMatch(/^[0-9a-f]{12}$/);
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual([
      'bearer',
      'oauthClient',
      'widgetToken',
    ]);
    const ids = new Set<string>();
    for (const [path, ops] of Object.entries(doc.paths)) {
      expect(path).toMatch(/^\//);
      for (const [method, op] of Object.entries(ops)) {
        expect(['get', 'post']).toContain(method);
        expect(ids.has(op.operationId), op.operationId).toBe(false);
        ids.add(op.operationId);
        expect(op.tags).toHaveLength(1);
        expect(op.security.length).toBeGreaterThan(0);
        expect(op.responses['200'], `${method} ${path}`).toBeDefined();
        for (const p of op.parameters.filter((p) => p.in === 'path'))
          expect(path, p.name).toContain(`{${p.name}}`);
      }
    }
  });

  it('has every $ref resolve inside the document', () => {
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of new Set(refs)) {
      expect(ref, ref).toMatch(/^#\/components\//);
      const [, , kind, name] = ref.split('/');
      expect((doc.components as Record<string, Record<string, unknown>>)[kind!]?.[name!], ref).toBeDefined();
    }
  });

  it('gives a GET its input as query parameters and a POST its input as the body, with their fields', () => {
    const dictionary = operation('GET', systemApi.dictionary.path)!;
    expect(dictionary.operationId).toBe('systemApi.dictionary');
    expect(dictionary.parameters.map((p) => [p.name, p.in, p.required])).toEqual([['code', 'query', true]]);
    expect(dictionary.security).toContainEqual({});

    const update = operation('POST', systemApi.updateUserInfo.path)!;
    const body = update.requestBody!.content['application/json']!.schema;
    expect(Object.keys(body.properties as object)).toEqual(expect.arrayContaining(['nickName']));
    expect(update.requestBody!.content['application/x-www-form-urlencoded']).toBeDefined();
    expect(update.security).toEqual([{ bearer: [] }]);
    expect(update.responses['401']).toEqual({ $ref: '#/components/responses/Unauthorized' });
  });

  it('wraps the output in the envelope and marks the routes a widget token may call', () => {
    const detail = operation('GET', vcardApi.getVcardDetailById.path)!;
    expect(detail['x-widget']).toBe(true);
    expect(detail.security).toContainEqual({ widgetToken: [] });
    type Envelope = { required: string[]; properties: Record<string, unknown> };
    const schema = (detail.responses['200'] as { content: Record<string, { schema: Envelope }> }).content[
      'application/json'
    ]!.schema;
    expect(schema.required).toEqual(['code', 'data', 'msg']);
    expect(schema.properties.data).toBeDefined();
    expect(operation('GET', systemApi.userInfo.path)!['x-widget']).toBe(false);
  });

  it('describes the direct routes partners use: the token grant, uploads, files and report links', () => {
    const token = operation('POST', TOKEN_PATH)!;
    expect(token.security).toEqual([{ oauthClient: [] }]);
    expect(JSON.stringify(token.requestBody)).toContain('grant_type');
    expect(JSON.stringify(token.responses['200'])).toContain('access_token');
    expect(token['x-rate-limit']).toMatchObject({ timeWindow: '1 minute' });

    const upload = operation('POST', resourceApi.fileUpload.path)!;
    expect(upload.requestBody!.content['multipart/form-data']).toBeDefined();
    expect(upload.parameters.map((p) => p.name)).toEqual(['kind']);

    const file = operation('GET', resourceApi.fileGet.path)!;
    expect(file.parameters).toMatchObject([{ name: 'id', in: 'path', required: true }]);
    expect(operation('GET', REPORT_FILE_PATH)!.responses['200']).toMatchObject({
      content: { 'application/pdf': {} },
    });
  });

  it('is cacheable: the same bytes each time, with an ETag a client can revalidate', async () => {
    const first = await t.app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    const etag = first.headers.etag as string;
    expect(etag).toBe(`"${doc.info.version}"`);
    const again = await t.app.inject({
      method: 'GET',
      url: OPENAPI_PATH,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('GET /api/docs', () => {
  it('is a self-contained HTML page naming the operations, in Chinese by default and in English', async () => {
    const res = await t.app.inject({ method: 'GET', url: API_DOCS_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('接口参考');
    expect(res.body).toContain(systemApi.dictionary.path);
    expect(res.body).toContain('id="systemApi.dictionary"');
    // No script at all, and the server's CSP (no inline script) stays on it.
    expect(res.body).not.toMatch(/<script/i);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);

    const en = await t.app.inject({
      method: 'GET',
      url: API_DOCS_PATH,
      headers: { 'accept-language': 'en' },
    });
    expect(en.body).toContain('API reference');
    expect(en.body).not.toContain('接口参考');
    expect((await t.app.inject({ method: 'GET', url: `${API_DOCS_PATH}?lang=en` })).body).toBe(en.body);
  });
});
