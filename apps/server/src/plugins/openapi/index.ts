import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { localeFromHeader, type Locale } from '@platform/contracts';
import '../../lib/route-doc';
import { buildOpenApiDocument, type DocumentedRoute } from './document';
import { endpointNames } from './endpoint-names';
import { renderReferencePage } from './reference-page';

export const OPENAPI_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

/** Partners' tools may keep the document a few minutes; the ETag tells them when it changed. */
const CACHE_CONTROL = 'public, max-age=300';

interface Built {
  json: string;
  etag: string;
  pages: Partial<Record<Locale, string>>;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The API reference: every route registered with a `doc` (every contract route, and the direct
 * routes that describe themselves) as an OpenAPI 3.1 document at GET /api/openapi.json and a
 * readable page at GET /api/docs. A global onRoute hook (hence fastify-plugin, registered before
 * the modules) collects the routes as they are added; the document is built from them once, on
 * the first request, and kept for the life of the process: it describes exactly what this
 * process serves, and no app start (nor test app) pays for it unless it is asked for.
 */
export const openApiPlugin = fp(
  async (app) => {
    const routes: DocumentedRoute[] = [];
    app.addHook('onRoute', (route) => {
      const doc = route.config?.doc;
      if (!doc) return;
      const limit = route.config?.rateLimit as { max?: unknown; timeWindow?: unknown } | undefined;
      const rateLimit =
        typeof limit?.max === 'number' &&
        (typeof limit.timeWindow === 'string' || typeof limit.timeWindow === 'number')
          ? { max: limit.max, timeWindow: limit.timeWindow }
          : undefined;
      for (const method of [route.method].flat())
        if (method !== 'HEAD')
          routes.push({ method, url: route.url, doc, ...(rateLimit ? { rateLimit } : {}) });
    });

    let built: Built | undefined;
    const document = (): Built => {
      if (built) return built;
      const unversioned = buildOpenApiDocument(routes, endpointNames(), '');
      const version = sha256(JSON.stringify(unversioned)).slice(0, 12);
      const json = JSON.stringify({ ...unversioned, info: { ...unversioned.info, version } });
      built = { json, etag: `"${version}"`, pages: {} };
      return built;
    };

    /** A public route's rule: no token needed, and a widget token is refused as everywhere else. */
    const admit = (request: FastifyRequest) => app.ctx.authenticate(request, false);
    const cached = (request: FastifyRequest, reply: FastifyReply, etag: string) => {
      reply.header('cache-control', CACHE_CONTROL).header('etag', etag);
      return request.headers['if-none-match'] === etag;
    };

    app.get(OPENAPI_PATH, async (request, reply) => {
      await admit(request);
      const { json, etag } = document();
      if (cached(request, reply, etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(json);
    });

    app.get(API_DOCS_PATH, async (request, reply) => {
      await admit(request);
      const query = request.query as Record<string, unknown>;
      const locale: Locale =
        query.lang === 'en' || query.lang === 'zh'
          ? query.lang
          : localeFromHeader(request.headers['accept-language']);
      const doc = document();
      const page = (doc.pages[locale] ??= renderReferencePage(JSON.parse(doc.json), locale, {
        page: API_DOCS_PATH,
        document: OPENAPI_PATH,
      }));
      reply.header('vary', 'accept-language');
      if (cached(request, reply, `"${doc.etag.slice(1, -1)}-${locale}"`)) return reply.code(304).send();
      return reply.type('text/html; charset=utf-8').send(page);
    });
  },
  { name: 'openapi', dependencies: ['context'] },
);
