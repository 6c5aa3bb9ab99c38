import { afterAll, beforeAll, expect, it } from 'vitest';
import { findDocumentProblem } from '@platform/contracts';
import { bearer, createTestApp, loginToken, type TestApp } from '../../test/test-app';
import { seedDemoPublications } from './demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('seeds every section with at least 20 valid published publications, once, with every state', async () => {
  expect(await seedDemoPublications(t.app.ctx.store.db)).toBe(true);
  expect(await seedDemoPublications(t.app.ctx.store.db)).toBe(false);
  const bySection = await t.db.query<{ section: string | null; n: string }>(
    `select section, count(*) n from publications where status = 'published' group by section`,
  );
  expect(bySection.filter((r) => r.section !== null && Number(r.n) >= 20)).toHaveLength(6);
  const states = await t.db.query<{ status: string }>('select distinct status from publications');
  expect(states.map((r) => r.status).sort()).toEqual(['draft', 'published', 'withdrawn']);
  const kinds = await t.db.query<{ kind: string }>('select distinct kind from publications');
  expect(kinds).toHaveLength(6);
  for (const r of await t.db.query<{ body: unknown }>('select body from publications'))
    expect(findDocumentProblem(r.body)).toBeUndefined();
  const future = await t.db.query<{ n: string }>(
    `select count(*) n from publications where kind = 'activity' and activity_start > '2026-11-01'`,
  );
  expect(Number(future[0]!.n)).toBeGreaterThan(0);
});

it("are on the default customer's portal: a demo user reads them, upcoming activities included", async () => {
  const { access } = await loginToken(t.app, 'lina');
  const read = (query: string) =>
    t.app
      .inject({ url: `/api/platform-system/publication/page?${query}`, headers: bearer(access) })
      .then((r) => r.json());
  expect((await read('current=1&size=10')).data.total).toBeGreaterThan(100);
  expect((await read('kind=activity&when=upcoming&current=1&size=10')).data.total).toBeGreaterThan(0);
  expect((await read('kind=activity&when=past&current=1&size=10')).data.total).toBeGreaterThan(0);
});
