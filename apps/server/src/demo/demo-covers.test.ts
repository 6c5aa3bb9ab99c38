import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { demoCovers, seedDemoPublications } from '../modules/content/demo';
import { seedDemoImages } from '../modules/files/demo';

// The demo loader stores the publications' covers through the files module (load.ts); so does this.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoPublications(t.app.ctx.store.db);
});
afterAll(() => t.close());

it('stores the covers the demo publications name, once, and serves them as pictures', async () => {
  const covers = await demoCovers();
  expect(await seedDemoImages(t.app.ctx.store, t.app.ctx.files, covers)).toBe(covers.length);
  expect(await seedDemoImages(t.app.ctx.store, t.app.ctx.files, covers)).toBe(0);
  const named = await t.db.query<{ cover: string }>(
    'select distinct cover from publications where cover is not null',
  );
  expect(named.length).toBeGreaterThan(0);
  for (const { cover } of named) {
    const res = await t.app.inject({ method: 'GET', url: cover });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/webp');
    expect(res.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
  }
  const pictured = await t.db.query<{ n: string }>(
    `select count(*) n from publications where body::text like '%"image"%'`,
  );
  expect(Number(pictured[0]!.n)).toBeGreaterThan(0);
});
