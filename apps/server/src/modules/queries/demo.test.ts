import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedDemoQueries } from './demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { companies: 30 });
});
afterAll(() => t.close());

describe('demo query history', () => {
  it('gives every demo user named and recent queries of each source, once', async () => {
    expect(await seedDemoQueries(t.app.ctx.store)).toBe(true);
    const rows = await t.db.query<{
      tenant_id: string;
      user_id: string;
      source: string;
      named: boolean;
      n: string;
    }>(
      `select tenant_id, user_id, source, named, count(*) as n from query_history
        group by tenant_id, user_id, source, named order by tenant_id, user_id, source, named`,
    );
    const members = await t.db.query<{ tenant_id: string; user_id: string }>(
      'select tenant_id, user_id from tenant_members',
    );
    expect(members.length).toBeGreaterThan(3);
    for (const m of members)
      for (const source of ['discover', 'chainMap', 'acquisition'])
        for (const named of [true, false])
          expect(
            rows.some(
              (r) =>
                r.tenant_id === m.tenant_id &&
                r.user_id === m.user_id &&
                r.source === source &&
                r.named === named,
            ),
            `${m.user_id}@${m.tenant_id} ${source} ${named ? 'named' : 'recent'}`,
          ).toBe(true);
    // The first recent search ran three times; titles come from the filters.
    const [first] = await t.db.query<{ run_count: number; title: string }>(
      `select run_count, title from query_history where user_id = '1000000000000000003' and tenant_id = '200001'
        and source = 'discover' and not named order by run_count desc limit 1`,
    );
    expect(first).toEqual({ run_count: 3, title: '新能源 · 在营' });
    const count = async () => (await t.db.query('select * from query_history')).length;
    const before = await count();
    expect(await seedDemoQueries(t.app.ctx.store)).toBe(false);
    expect(await count()).toBe(before);
  });
});
