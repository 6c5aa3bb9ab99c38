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
    app = Fastify();
    await app.register(widgetsPlugin, { prefix: '/widgets', root: dir });
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

  it('answers 404 when the widgets are not built', async () => {
    const bare = Fastify();
    await bare.register(widgetsPlugin, { prefix: '/widgets', root: join(dir, 'nope') });
    expect((await bare.inject('/widgets/loader.js')).statusCode).toBe(404);
    await bare.close();
  });
});
