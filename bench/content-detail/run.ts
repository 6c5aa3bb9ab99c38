// Publication detail benchmark (issue 25): loads N publications (default 200,000, spread over the
// demo tenants, sections, kinds and visibilities) and times the detail read through the content
// service (viewer, visibility rule, the atomic view count, authors' names: SQL + mapping, no
// HTTP), one at a time over random ids, printing p50/p95/p99. Goal: p99 ≤ 20 ms on PostgreSQL.
// Figures only, never pass/fail.
//
//   npx tsx --conditions=@platform/source bench/content-detail/run.ts \
//     --database-url postgres://root@127.0.0.1:5432/test [--publications 200000] [--rounds 500] [--keep]
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createStore } from '../../apps/server/src/db/kysely';
import { migrate } from '../../apps/server/src/db/migrate';
import { openPglite } from '../../apps/server/src/db/pglite';
import { openPostgres } from '../../apps/server/src/db/postgres';
import { seedIfEmpty } from '../../apps/server/src/db/seed';
import type { AuthUser } from '../../apps/server/src/lib/auth';
import { viewerOf } from '../../apps/server/src/modules/content/publication-visibility';
import { detail } from '../../apps/server/src/modules/content/publications';
import { timeKinds } from '../lib/loadedData';

const { values } = parseArgs({
  options: {
    publications: { type: 'string', default: '200000' },
    'database-url': { type: 'string' },
    schema: { type: 'string' },
    keep: { type: 'boolean', default: false },
    rounds: { type: 'string', default: '500' },
  },
});
const size = Number(values.publications);
const url = values['database-url'];
const schema = values.schema ?? `bench_content_${size}`;
const rounds = Number(values.rounds);
const loadAtStart = os.loadavg();

if (url) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema if not exists ${schema}`);
  await admin.end();
}
const db = url ? await openPostgres(url, { schema, max: 2 }) : await openPglite(undefined);
await migrate(db);
await seedIfEmpty(db);
const store = createStore(db);
const [{ n }] = (await db.query<{ n: number }>('select count(*)::int n from publications')) as [
  { n: number },
];
if (n < size) {
  const t0 = performance.now();
  await db.exec(`
    insert into publications (id, customer_code, tenant_id, author_id, kind, section, visibility, status, title,
                              summary, body, body_text, tags, published_at, created_at, updated_at)
    select (7000000000000000000 + g)::text, '000000',
           (array['200001', '200001', '200001', '100001', '000000'])[g % 5 + 1],
           (array['1000000000000000003', '1000000000000000004', '1000000000000000005',
                  '1000000000000000002', '1000000000000000001'])[g % 5 + 1],
           (array['article', 'supply', 'demand', 'project', 'activity', 'policy'])[g % 6 + 1],
           (array['politics', 'customer', 'member', 'business', 'toker', 'tokerFinance', null])[g % 7 + 1],
           (array['public', 'public', 'signedIn', 'purchasers', 'org'])[g % 5 + 1],
           case when g % 20 = 0 then 'draft' when g % 20 = 1 then 'withdrawn' else 'published' end,
           '新能源汽车产业链观察第' || g || '期', '动力电池与整车制造协同发展。',
           '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"动力电池与整车制造协同发展，产业链上下游加速集聚。"}]}]}',
           '动力电池与整车制造协同发展，产业链上下游加速集聚。', array['新能源汽车', '动力电池'],
           now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
      from generate_series(${n + 1}, ${size}) g`);
  await db.exec('vacuum analyze publications');
  console.log(`loaded ${size - n} publications in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
} else console.log(`reusing ${n} publications (schema ${url ? schema : '-'})`);

const ids = (
  await db.query<{ id: string }>(
    `select id from publications where status = 'published' order by random() limit 2000`,
  )
).map((r) => r.id);
let i = 0;
const nextId = () => ids[i++ % ids.length]!;
const as = (userId: string, tenantId: string) => ({
  user: { userId, tenantId } as AuthUser,
  scope: store.forTenant(tenantId),
  request: { hostname: 'localhost' },
});
const q = store.db;
const visitor = { user: null, scope: null, request: { hostname: 'localhost' } };
const member = as('1000000000000000004', '200001');
const other = as('1000000000000000002', '100001');
// A refused read answers 404 (an AppError): that is a read too.
const read = (call: Parameters<typeof viewerOf>[1]) => async () =>
  detail(q, await viewerOf(q, call), nextId(), store.unscoped).catch(() => undefined);

console.log(`detail of random published ids among ${Math.max(n, size)} publications, viewer built per call`);
await timeKinds(
  [
    ['detail: visitor (public ones readable)', read(visitor)],
    ['detail: organisation member', read(member)],
    ['detail: signed-in user of another tenant', read(other)],
  ],
  rounds,
  loadAtStart,
);
await db.close();
if (url && !values.keep) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop schema ${schema} cascade`);
  await admin.end();
}
