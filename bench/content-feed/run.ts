// Content feed benchmark (issue 25): 1,000,000 publications and company dynamics on PostgreSQL, a
// user following 2,000 entities (800 people, 800 companies, 350 organisations, 50 chains), and the
// time of one page of 10 of the feed through the real service function `feedPage` (content/feed.ts:
// what the endpoint's handler calls, with every SQL query and the row mapping; no HTTP), page 1,
// deeper pages following the cursor, one group, and one kind. Prints p50/p95/p99 with the load.
// Goal: p99 ≤ 50 ms for a page of 10. Figures only, never pass/fail.
//
//   npm run bench:content-feed -- [--database-url postgres://root@127.0.0.1:5432/test] [--rows 1000000]
//     [--rounds 200] [--keep] [--pool 4]
//
// --pool: connections in the pool (default 4; the server's own pool, openPostgres's default, has 10). One
// page issues about a dozen queries, six of them at once, so 4 makes them queue.
//
// The data goes into its own schema (bench_content_feed_<rows>), loaded with generate_series; with
// --keep the schema stays and the next run reuses it.
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createStore } from '../../apps/server/src/db/kysely';
import { migrate } from '../../apps/server/src/db/migrate';
import { openPostgres } from '../../apps/server/src/db/postgres';
import { seedIfEmpty } from '../../apps/server/src/db/seed';
import { feedPage, saveSetting } from '../../apps/server/src/modules/content/feed';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: 'postgres://root@127.0.0.1:5432/test' },
    rows: { type: 'string', default: '1000000' },
    rounds: { type: 'string', default: '200' },
    keep: { type: 'boolean', default: false },
    pool: { type: 'string', default: '4' },
  },
});
const url = values['database-url'];
const rows = Number(values.rows);
const rounds = Number(values.rounds);
const schema = `bench_content_feed_${rows}`;
const loadAtStart = os.loadavg();

const USER = { id: '1000000000000000003', tenant: '200001' }; // lina, tenant 200001
const PEOPLE = 20_000; // authors
const ORGS = 2_000; // organisation tenants
const COMPANIES = 100_000;
const CHAINS = 50;
const FOLLOW = { people: 800, companies: 800, orgs: 350, chains: 50 };

const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`create schema if not exists ${schema}`);
await admin.end();
const db = await openPostgres(url, { schema, max: Number(values.pool) });
await migrate(db);
await seedIfEmpty(db);
const store = createStore(db);

const [loaded] = await db.query<{ n: number }>('select count(*)::int as n from publications');
const t0 = performance.now();
if (!loaded?.n) {
  const pubs = Math.floor(rows / 2);
  const dyns = rows - pubs;
  const [{ customer_code: customer } = { customer_code: '' }] = await db.query<{ customer_code: string }>(
    `select customer_code from tenants where tenant_id = $1`,
    [USER.tenant],
  );
  console.log(`loading ${pubs} publications and ${dyns} company dynamics into ${schema}…`);
  await db.exec(`
    insert into industry_chains (chain_code, chain_name) select 'BC' || g, '链 ' || g from generate_series(1, ${CHAINS}) g
      on conflict do nothing;
    insert into tenants (tenant_id, tenant_name, tenant_type, customer_code)
      select lpad((500000 + g)::text, 6, '0'), '组织 ' || g, 2, '${customer}' from generate_series(1, ${ORGS}) g;
    insert into users (id, account, password_hash, real_name)
      select (7000000000000000000 + g)::text, 'bench' || g, 'x', '作者 ' || g from generate_series(1, ${PEOPLE}) g;
    insert into companies (company_id, company_name, usc_no, region_code, province_code, city_code)
      select (8000000000 + g)::text, '企业 ' || g, 'USC' || g, '330106', '33', '3301' from generate_series(1, ${COMPANIES}) g;
  `);
  // Publications: author g % PEOPLE in organisation g % ORGS, every third tagged with a chain;
  // one in 20 org-only, one in 50 a draft; spread over two years.
  await db.exec(`
    insert into publications (id, customer_code, tenant_id, author_id, kind, visibility, status, title, summary, body,
        chain_code, published_at)
      select 'bp' || g, '${customer}', lpad((500001 + g % ${ORGS})::text, 6, '0'),
        (7000000000000000001 + g % ${PEOPLE})::text,
        case when g % 7 = 0 then 'activity' else 'article' end,
        case when g % 20 = 0 then 'org' else 'public' end,
        case when g % 50 = 0 then 'draft' else 'published' end,
        '标题 ' || g, '摘要 ' || g, '{"type":"doc","content":[]}',
        case when g % 3 = 0 then 'BC' || (1 + g % ${CHAINS}) end,
        timestamptz '2026-11-01' - (g::bigint * 7919 % 63072000) * interval '1 second'
      from generate_series(1, ${pubs}) g;
    insert into company_dynamics (company_id, title, publisher, publish_dt, content)
      select (8000000001 + g % ${COMPANIES})::text, '动态 ' || g, '来源', 
        timestamptz '2026-11-01' - (g::bigint * 104729 % 63072000) * interval '1 second', '内容 ' || g
      from generate_series(1, ${dyns}) g;
  `);
  // 2,000 follows: people, companies, organisations and chains spread over the ids.
  await db.exec(`
    insert into user_attention (tenant_id, user_id, target_user_id)
      select '${USER.tenant}', '${USER.id}', (7000000000000000001 + g * 23)::text from generate_series(0, ${FOLLOW.people - 1}) g;
    insert into company_follows (tenant_id, user_id, company_id)
      select '${USER.tenant}', '${USER.id}', (8000000001 + g * 113)::text from generate_series(0, ${FOLLOW.companies - 1}) g;
    insert into content_follows (tenant_id, user_id, target_kind, target_id)
      select '${USER.tenant}', '${USER.id}', 'org', lpad((500001 + g * 5)::text, 6, '0') from generate_series(0, ${FOLLOW.orgs - 1}) g;
    insert into content_follows (tenant_id, user_id, target_kind, target_id)
      select '${USER.tenant}', '${USER.id}', 'chain', 'BC' || g from generate_series(1, ${FOLLOW.chains}) g;
    insert into follow_groups (id, tenant_id, user_id, name) values
      ('bench000-0000-4000-8000-000000000001', '${USER.tenant}', '${USER.id}', '重点企业');
    insert into follow_group_members (tenant_id, group_id, target_kind, target_id)
      select '${USER.tenant}', 'bench000-0000-4000-8000-000000000001', 'company', company_id
      from company_follows where user_id = '${USER.id}' limit 200;
  `);
  for (const table of ['publications', 'company_dynamics', 'users', 'tenants', 'companies', 'user_attention'])
    await db.exec(`vacuum analyze ${table}`);
  console.log(`loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
} else console.log(`reusing schema ${schema} (${loaded.n} publications)`);

const scope = store.forTenant(USER.tenant);
const GROUP = 'bench000-0000-4000-8000-000000000001';
await saveSetting(scope, USER.id, ['publication', 'companyDynamic', 'cardDynamic', 'activity']);
const page = (input: { groupId?: string; cursor?: string }) =>
  feedPage(scope, store.unscoped, USER.id, input);

// Cursors of pages 2, 5 and 20, read once by following the cursor.
const cursors: string[] = [];
let cursor: string | undefined;
for (let i = 1; i < 20; i++) {
  const p = await page({ cursor });
  cursor = p.cursor ?? undefined;
  cursors.push(cursor!);
}
const first = await page({});
console.log(
  `page 1: ${first.records.length} items, kinds ${[...new Set(first.records.map((r) => r.kind))].join(', ')}`,
);

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ALL_KINDS = ['publication', 'companyDynamic', 'cardDynamic', 'activity'] as const;
const kinds: Array<[string, () => Promise<unknown>, (typeof ALL_KINDS)[number][]?]> = [
  ['feed page 1 (2,000 follows)', () => page({})],
  ['feed page 2', () => page({ cursor: cursors[0] })],
  ['feed page 5', () => page({ cursor: cursors[3] })],
  ['feed page 20', () => page({ cursor: cursors[18] })],
  ['feed page 1, group of 200 companies', () => page({ groupId: GROUP })],
  ['feed page 1, activities only', () => page({}), ['activity']],
];
console.log(`\n${rounds} runs each (after 5 warm-ups), feedPage (content/feed.ts), ms:`);
console.log('kind'.padEnd(40), 'p50'.padStart(8), 'p95'.padStart(8), 'p99'.padStart(8));
for (const [name, run, only] of kinds) {
  await saveSetting(scope, USER.id, only ?? [...ALL_KINDS]);
  for (let i = 0; i < 5; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const s = performance.now();
    await run();
    times.push(performance.now() - s);
  }
  times.sort((a, b) => a - b);
  console.log(name.padEnd(40), ...[50, 95, 99].map((p) => pct(times, p).toFixed(1).padStart(8)));
}
console.log(
  `\npool ${values.pool}, ${os.cpus().length} cores, Node ${process.version}, load average at start ${loadAtStart.map((l) => l.toFixed(2)).join(' ')}`,
);
await db.close();
if (!values.keep) {
  const drop = new pg.Client({ connectionString: url });
  await drop.connect();
  await drop.query(`drop schema ${schema} cascade`);
  await drop.end();
}
