import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { widgetsPlugin } from './widgets';

describe('widgets plugin', () => {
  let app: FastifyInstance;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'widgets-'));
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'loader.js'), '(function(){})();');
    writeFileSync(join(dir, 'enterprise-logo-AbCd12_-.js'), 'export const mount = 1;');
    writeFileSync(
      join(dir, 'demo.html'),
      '<pf-business-card vcard-id="{{vcardId}}"></pf-business-card><pf-enterprise-card company-id="{{companyId}}"></pf-enterprise-card><pre>{{origin}}/widgets/loader.js</pre>',
    );
    app = Fastify();
    await app.register(widgetsPlugin, {
      prefix: '/widgets',
      root: dir,
      demoIds: async () => ({ vcardId: '1900000000000000001', companyId: '91330106MA2"><b>' }),
    });
    // The portal's catch-all, as app.ts has it: /widgets/ must not fall into it.
    app.setNotFoundHandler((_req, reply) => reply.type('text/html').send('<!doctype html>portal'));
    app.get('/other', async () => 'other');
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the loader with a short cache and CORS/CORP headers', async () => {
    const res = await app.inject('/widgets/loader.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toMatch(/max-age=300\b/);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('caches hashed chunks for a year', async () => {
    const res = await app.inject('/widgets/enterprise-logo-AbCd12_-.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers 404 for a missing file, not the portal, and leaves other routes alone', async () => {
    const res = await app.inject('/widgets/missing.js');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('portal');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect((await app.inject('/widgets/..%2fpackage.json')).statusCode).not.toBe(200);
    const other = await app.inject('/other');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect((await app.inject('/nowhere')).body).toContain('portal');
  });

  it('serves the demo partner page with the demo ids and the platform origin, escaped, never cached long', async () => {
    const res = await app.inject({ url: '/widgets/demo.html', headers: { host: 'platform.example.com' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('vcard-id="1900000000000000001"');
    expect(res.body).toContain('company-id="91330106MA2&#34;&#62;&#60;b&#62;"');
    expect(res.body).toContain('http://platform.example.com/widgets/loader.js');
    expect(res.body).not.toContain('{{');
  });

  it('answers 404 when the widgets are not built', async () => {
    const bare = Fastify();
    await bare.register(widgetsPlugin, { prefix: '/widgets', root: join(dir, 'nope') });
    expect((await bare.inject('/widgets/loader.js')).statusCode).toBe(404);
    await bare.close();
  });
});
