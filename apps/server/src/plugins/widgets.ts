import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/**
 * Serves the built widgets (packages/widgets/dist) under the prefix it is registered with
 * (`/widgets/`), for partner pages on other origins:
 * - CORS and CORP on every answer: chunks are ES modules, fetched in CORS mode, and helmet's default
 *   Cross-Origin-Resource-Policy (same-origin) would block them on a partner page;
 * - hashed files (`<name>-<hash>.js`) are cached for a year, everything else (loader.js) shortly;
 * - a missing file is a plain 404 here, never the portal's index.html.
 */
export interface WidgetsPluginOptions {
  /** The built widgets folder (default: WIDGETS_DIST, else packages/widgets/dist). */
  root?: string;
  /** The demo data's card and company for demo.html (null: no demo data, the widgets say so). */
  demoIds?: () => Promise<DemoIds | null>;
}

export interface DemoIds {
  vcardId: string;
  companyId: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** demo.html with the platform's origin and the demo ids in place of its {{placeholders}}. */
export function renderDemoPage(template: string, values: DemoIds & { origin: string }): string {
  return template.replace(/\{\{(vcardId|companyId|origin)\}\}/g, (_, key: keyof typeof values) =>
    escapeHtml(values[key]),
  );
}

export const LOADER_MAX_AGE = 300;
const YEAR = 31_536_000;
const HASHED = /-[A-Za-z0-9_-]{8}\.js(\.map)?$/;

export function cacheControlFor(path: string): string {
  return HASHED.test(path)
    ? `public, max-age=${YEAR}, immutable`
    : `public, max-age=${LOADER_MAX_AGE}, stale-while-revalidate=60`;
}

/** packages/widgets/dist from the bundled server (apps/server/dist) or its sources (src/plugins). */
function defaultRoot(): string {
  const candidates = ['../../../packages/widgets/dist', '../../../../packages/widgets/dist'].map((p) =>
    fileURLToPath(new URL(p, import.meta.url)),
  );
  return candidates.find((dir) => existsSync(`${dir}/loader.js`)) ?? candidates[0]!;
}

export const widgetsPlugin: FastifyPluginAsync<WidgetsPluginOptions> = async (app, options) => {
  const root = options.root ?? process.env.WIDGETS_DIST ?? defaultRoot();

  app.addHook('onSend', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('cross-origin-resource-policy', 'cross-origin');
    reply.header('timing-allow-origin', '*');
  });

  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not Found'),
  );

  if (!existsSync(root)) {
    app.log.warn(`widgets: ${root} not built, /widgets/ answers 404`);
    return;
  }
  // The demo partner page: same origin as the platform, so no partner origin is needed to try it.
  app.get('/demo.html', async (request, reply) => {
    const template = await readFile(`${root}/demo.html`, 'utf8').catch(() => null);
    if (template === null) return reply.callNotFound();
    const ids = (await options.demoIds?.()) ?? { vcardId: '', companyId: '' };
    const origin = `${request.protocol}://${request.host}`;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(renderDemoPage(template, { ...ids, origin }));
  });

  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    decorateReply: false,
    index: false,
    // demo.html is rendered above, with its ids.
    allowedPath: (path) => path !== '/demo.html',
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders: (res, path) => res.setHeader('cache-control', cacheControlFor(path)),
  });
};
