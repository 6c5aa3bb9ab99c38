// The SQL behind one feedPage call, with EXPLAIN (ANALYZE, BUFFERS) of each query, on the schema
// bench/content-feed/run.ts left with --keep: page 1, page 5, the group of 200 companies, and the
// activity kind alone. For finding where the feed's time goes, not a bench.
//
//   npx tsx --conditions=@platform/source bench/content-feed/explain.ts -- [--rows 1000000] [--slowest 3]
import { parseArgs } from 'node:util';
import type { Db, Queryable } from '../../apps/server/src/db/db';
import { createStore } from '../../apps/server/src/db/kysely';
import { openPostgres } from '../../apps/server/src/db/postgres';
import { feedPage, saveSetting } from '../../apps/server/src/modules/content/feed';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: 'postgres://root@127.0.0.1:5432/test' },
    rows: { type: 'string', default: '1000000' },
    slowest: { type: 'string', default: '3' },
  },
});
const USER = { id: '1000000000000000003', tenant: '200001' };
const GROUP = 'bench000-0000-4000-8000-000000000001';
const raw = await openPostgres(values['database-url'], {
  schema: `bench_content_feed_${values.rows}`,
  max: 4,
});
const log: Array<{ sql: string; params: readonly unknown[]; ms: number }> = [];
const logged = (q: Queryable): Queryable => ({
  async query<T>(sql: string, params?: readonly unknown[]) {
    const s = performance.now();
    const rows = await q.query<T>(sql, params);
    log.push({ sql, params: params ?? [], ms: performance.now() - s });
    return rows;
  },
  async run<T>(sql: string, params?: readonly unknown[]) {
    const s = performance.now();
    const r = await q.run<T>(sql, params);
    log.push({ sql, params: params ?? [], ms: performance.now() - s });
    return r;
  },
});
const db: Db = { ...raw, ...logged(raw) };
const store = createStore(db);
const scope = store.forTenant(USER.tenant);
const all = ['publication', 'companyDynamic', 'cardDynamic', 'activity'] as const;
const page = (input: { groupId?: string; cursor?: string }) =>
  feedPage(scope, store.unscoped, USER.id, input);

await saveSetting(scope, USER.id, [...all]);
let cursor: string | undefined;
for (let i = 1; i < 5; i++) cursor = (await page({ cursor })).cursor ?? undefined;
const cases: Array<[string, () => Promise<unknown>]> = [
  ['page 1', () => page({})],
  ['page 5', () => page({ cursor })],
  ['group of 200 companies', () => page({ groupId: GROUP })],
  [
    'activity kind only',
    async () => {
      await saveSetting(scope, USER.id, ['activity']);
      log.length = 0;
      await page({});
      await saveSetting(scope, USER.id, [...all]);
    },
  ],
];
for (const [name, run] of cases) {
  await run(); // warm
  log.length = 0;
  const s = performance.now();
  await run();
  const total = performance.now() - s;
  const queries = log.filter((q) => !/feed_settings/.test(q.sql) || name !== 'activity kind only').slice();
  console.log(`\n=== ${name}: ${total.toFixed(1)} ms, ${queries.length} queries`);
  for (const q of queries)
    console.log(`  ${q.ms.toFixed(1).padStart(7)} ms  ${q.sql.replace(/\s+/g, ' ').slice(0, 110)}`);
  for (const q of [...queries].sort((a, b) => b.ms - a.ms).slice(0, Number(values.slowest))) {
    const plan = await raw.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${q.sql}`, q.params);
    console.log(`\n--- ${q.ms.toFixed(1)} ms: ${q.sql.replace(/\s+/g, ' ')}`);
    console.log(`params: ${JSON.stringify(q.params).slice(0, 300)}`);
    console.log(plan.map((r) => r['QUERY PLAN']).join('\n'));
  }
}
await raw.close();
