// Enterprise data load benchmark: seeds N generated companies (default 20,000, the demo size) into
// a fresh database and prints the time, rows per table and companies per second. PGlite on a temp
// directory by default; --database-url loads PostgreSQL instead (into a scratch schema, dropped
// afterwards unless --keep). --companies-only writes just the company rows, their chain layouts,
// patents and capital changes (no quotes, dynamics, financials, organisations...), e.g. to load
// 1,000,000 companies for the search benchmark. Figures only, never pass/fail.
//
//   npx tsx --conditions=@platform/source bench/seed/run.ts [--companies 20000] [--database-url postgres://…] [--keep] [--companies-only]
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createStore } from '../../apps/server/src/db/kysely';
import { migrate } from '../../apps/server/src/db/migrate';
import { openPglite } from '../../apps/server/src/db/pglite';
import { openPostgres } from '../../apps/server/src/db/postgres';
import { seedDemoEnterprises } from '../../apps/server/src/modules/bigdata/demo';

const { values } = parseArgs({
  options: {
    companies: { type: 'string', default: '20000' },
    seed: { type: 'string', default: 'demo' },
    'database-url': { type: 'string' },
    schema: { type: 'string', default: `bench_seed_${process.pid}` },
    keep: { type: 'boolean', default: false },
    'companies-only': { type: 'boolean', default: false },
  },
});
const size = Number(values.companies);
const url = values['database-url'];
const dir = url ? undefined : mkdtempSync(path.join(os.tmpdir(), 'seed-bench-'));
if (url) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema if not exists ${values.schema}`);
  await admin.end();
}
const db = url ? await openPostgres(url, { schema: values.schema, max: 2 }) : await openPglite(dir);
await migrate(db);

const t0 = performance.now();
let last = t0;
await seedDemoEnterprises(createStore(db), {
  seed: values.seed,
  companies: size,
  companiesOnly: values['companies-only'],
  onProgress: (n) => {
    if (performance.now() - last > 10_000) {
      last = performance.now();
      console.log(`  ${n} companies after ${((last - t0) / 1000).toFixed(1)} s`);
    }
  },
});
const seconds = (performance.now() - t0) / 1000;

const counts: Record<string, number> = {};
for (const table of [
  'companies',
  'company_shareholders',
  'company_listings',
  'stock_daily',
  'company_financials',
  'company_dynamics',
  'company_tag_changes',
  'company_layouts',
  'company_relations',
  'company_patents',
  'company_changes',
  'investment_orgs',
  'org_investments',
]) {
  const [row] = await db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  counts[table] = row?.n ?? 0;
}
await db.close();
if (dir) rmSync(dir, { recursive: true, force: true });
if (url && !values.keep) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop schema ${values.schema} cascade`);
  await admin.end();
}

console.log(`database: ${url ? 'PostgreSQL' : 'PGlite (file)'}; companies: ${size}; seed: ${values.seed}`);
console.log(`load: ${seconds.toFixed(1)} s, ${Math.round(size / seconds)} companies/s`);
console.log('rows:', counts);
console.log(
  `machine: ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
