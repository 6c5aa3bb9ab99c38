// Customer table benchmark (issue 26): 100,000 customers of one organisation on PostgreSQL (owned
// by its three members, every ninth shared with a colleague, 1.3 deals each over the default
// pipeline), and the time of one page through the real service functions the endpoints call
// (customers.customerPage and pipeline.dealPage / dealBoard: every SQL query and the row mapping;
// no HTTP): the administrator's first and a deep page, a member's page, a keyword, a tag, and the
// deals table and board. Prints p50/p95/p99 with the load. Goal: p95 ≤ 50 ms a page. Figures only.
//
//   npm run bench:customers -- [--database-url postgres://root@127.0.0.1:5432/test] [--rows 100000]
//     [--rounds 200] [--keep]
//
// The data goes into its own schema (bench_customers_<rows>), loaded with generate_series; with
// --keep the schema stays and the next run reuses it.
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { CUSTOMERS_LIMITS } from '@platform/contracts';
import { createStore } from '../../apps/server/src/db/kysely';
import { migrate } from '../../apps/server/src/db/migrate';
import { openPostgres } from '../../apps/server/src/db/postgres';
import { seedIfEmpty } from '../../apps/server/src/db/seed';
import { PAYING_ORG } from '../../apps/server/src/db/seed/demo-data';
import { customerPage } from '../../apps/server/src/modules/customers/customers';
import { dealBoard, dealPage, stages } from '../../apps/server/src/modules/customers/pipeline';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: 'postgres://root@127.0.0.1:5432/test' },
    rows: { type: 'string', default: '100000' },
    rounds: { type: 'string', default: '200' },
    keep: { type: 'boolean', default: false },
  },
});
const url = values['database-url'];
const rows = Number(values.rows);
const rounds = Number(values.rounds);
const schema = `bench_customers_${rows}`;
const loadAtStart = os.loadavg();
const T = PAYING_ORG.tenantId;
const TEAM = [PAYING_ORG.adminId, PAYING_ORG.zhouleiId, PAYING_ORG.sunliId];

const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`create schema if not exists ${schema}`);
await admin.end();
const db = await openPostgres(url, { schema });
await migrate(db);
await seedIfEmpty(db);
const store = createStore(db);
const scope = store.forTenant(T);
const pipe = await stages(scope);

const [loaded] = await db.query<{ n: number }>('select count(*)::int as n from crm_customers');
const t0 = performance.now();
if (!loaded?.n) {
  console.log(`loading ${rows} customers into ${schema}…`);
  const team = `(array['${TEAM.join("','")}'])`;
  const stageIds = `(array[${pipe.map((s) => s.id).join(',')}])`;
  await db.exec(`
    insert into crm_customers (tenant_id, owner_id, name, usc_no, credit_key, source, tags, created_at, updated_at)
      select '${T}', ${team}[1 + g % 3], '客户企业 ' || g, 'BENCH' || g, 'BENCH' || g,
        (array['data','lead','import','manual'])[1 + g % 4],
        case when g % 5 = 0 then array['重点客户'] else '{}' end,
        timestamptz '2026-11-01' - (g::bigint * 7919 % 31536000) * interval '1 second',
        timestamptz '2026-11-01' - (g::bigint * 7919 % 31536000) * interval '1 second'
      from generate_series(1, ${rows}) g;
    insert into crm_collaborators (tenant_id, customer_id, user_id)
      select '${T}', id, ${team}[1 + (id + 1) % 3] from crm_customers where id % 9 = 0;
    insert into crm_deals (tenant_id, customer_id, owner_id, title, amount, stage_id, created_at, updated_at)
      select '${T}', c.id, c.owner_id, '商机 ' || c.id || '-' || k, 10000 + (c.id * 7 + k) % 990000,
        ${stageIds}[1 + (c.id + k) % ${pipe.length}], c.created_at, c.updated_at
      from crm_customers c, generate_series(1, 2) k where k = 1 or c.id % 3 = 0;
    update crm_deals d set closed_at = d.updated_at from crm_stages s where s.id = d.stage_id and s.kind <> 'open';
  `);
  for (const table of ['crm_customers', 'crm_collaborators', 'crm_deals'])
    await db.exec(`vacuum analyze ${table}`);
  console.log(`loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
} else console.log(`reusing schema ${schema} (${loaded.n} customers)`);

const boss = { userId: PAYING_ORG.adminId, isAdmin: true };
const member = { userId: PAYING_ORG.zhouleiId, isAdmin: false };
const page = { current: 1, size: 20 };
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const cases: Array<[string, () => Promise<unknown>]> = [
  ['customers page 1 (administrator, all)', () => customerPage(store.db, scope, boss, page)],
  [
    'customers page 250 (administrator)',
    () => customerPage(store.db, scope, boss, { current: 250, size: 20 }),
  ],
  ['customers page 1 (member: own + shared)', () => customerPage(store.db, scope, member, page)],
  [
    'customers keyword "客户企业 4242"',
    () => customerPage(store.db, scope, boss, { ...page, keyword: '客户企业 4242' }),
  ],
  ['customers tag 重点客户', () => customerPage(store.db, scope, boss, { ...page, tag: '重点客户' })],
  ['deals page 1 (administrator)', () => dealPage(store.db, scope, boss, page)],
  [
    'deals page 1, one stage (member)',
    () => dealPage(store.db, scope, member, { ...page, stageId: pipe[1]!.id }),
  ],
  ['board (member, 2,000 newest)', () => dealBoard(store.db, scope, member, {}, CUSTOMERS_LIMITS.boardMax)],
];
console.log(`\n${rounds} runs each (after 5 warm-ups), customers service functions, ms:`);
console.log('kind'.padEnd(44), 'p50'.padStart(8), 'p95'.padStart(8), 'p99'.padStart(8));
for (const [name, run] of cases) {
  for (let i = 0; i < 5; i++) await run();
  const times: number[] = [];
  const n = name.startsWith('board') ? Math.max(20, Math.floor(rounds / 10)) : rounds;
  for (let i = 0; i < n; i++) {
    const s = performance.now();
    await run();
    times.push(performance.now() - s);
  }
  times.sort((a, b) => a - b);
  console.log(name.padEnd(44), ...[50, 95, 99].map((p) => pct(times, p).toFixed(1).padStart(8)));
}
console.log(
  `\n${os.cpus().length} cores, Node ${process.version}, load average at start ${loadAtStart.map((l) => l.toFixed(2)).join(' ')}`,
);
await db.close();
if (!values.keep) {
  const drop = new pg.Client({ connectionString: url });
  await drop.connect();
  await drop.query(`drop schema ${schema} cascade`);
  await drop.end();
}
