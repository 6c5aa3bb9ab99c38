// Enterprise detail latency: loads the demo enterprise data set (default 20,000 companies, the demo
// size) into a fresh database, then calls GET /api/platform-bigdata/enterprise/getEntDetail for many
// company ids in random order (in process through Fastify's inject: routing, validation, queries
// and serialisation, no socket) and prints p50 / p95 / p99 / max in ms. Goal: p99 <= 20 ms.
// PGlite on a temp directory by default; --database-url uses PostgreSQL (a scratch schema, dropped
// afterwards). Figures only, never pass/fail.
//
//   npx tsx --conditions=@platform/source bench/ent-detail/run.ts [--companies 20000] [--requests 5000]
//     [--database-url postgres://root@127.0.0.1:5432/test]
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { bigdataApi } from '@platform/contracts';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { createStore } from '../../apps/server/src/db/kysely';
import { migrate } from '../../apps/server/src/db/migrate';
import { openPglite } from '../../apps/server/src/db/pglite';
import { openPostgres } from '../../apps/server/src/db/postgres';
import { seedIfEmpty } from '../../apps/server/src/db/seed';
import { loadEnterpriseDetail } from '../../apps/server/src/modules/bigdata';
import { seedDemoEnterprises } from '../../apps/server/src/modules/bigdata/demo';

const { values } = parseArgs({
  options: {
    companies: { type: 'string', default: '20000' },
    requests: { type: 'string', default: '5000' },
    warmup: { type: 'string', default: '200' },
    seed: { type: 'string', default: 'demo' },
    'database-url': { type: 'string' },
    schema: { type: 'string', default: `bench_ent_${process.pid}` },
  },
});
const size = Number(values.companies);
const requests = Number(values.requests);
const url = values['database-url'];
const dir = url ? undefined : mkdtempSync(path.join(os.tmpdir(), 'ent-detail-bench-'));
if (url) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema if not exists ${values.schema}`);
  await admin.end();
}
const db = url ? await openPostgres(url, { schema: values.schema, max: 4 }) : await openPglite(dir);
await migrate(db);
await seedIfEmpty(db);
const t0 = performance.now();
await seedDemoEnterprises(createStore(db), { seed: values.seed, companies: size });
console.log(`loaded ${size} companies in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

const config = loadConfig({ APP_MODE: 'test', LOG_LEVEL: 'silent', JWT_SECRET: 'x'.repeat(40) });
const app = await buildApp({ config, db, jwtKey: new TextEncoder().encode(config.jwtSecret) });
await app.ready();

const ids = (await db.query<{ company_id: string }>('select company_id from companies')).map(
  (r) => r.company_id,
);
// Deterministic shuffle (xorshift), so runs call the same ids in the same order.
let x = 2463534242;
const rand = () => {
  x ^= x << 13;
  x ^= x >>> 17;
  x ^= x << 5;
  return (x >>> 0) / 2 ** 32;
};
const pick = () => ids[Math.floor(rand() * ids.length)] as string;

const once = async (companyId: string) => {
  const start = performance.now();
  const res = await app.inject({ method: 'GET', url: `${bigdataApi.entDetail.path}?companyId=${companyId}` });
  const ms = performance.now() - start;
  if (res.statusCode !== 200) throw new Error(`${companyId}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  return ms;
};
for (let i = 0; i < Number(values.warmup); i++) await once(pick());
const times: number[] = [];
const started = performance.now();
for (let i = 0; i < requests; i++) times.push(await once(pick()));
const elapsed = (performance.now() - started) / 1000;
// The loader alone (the query and the mapping, no routing, validation or serialisation).
const store = app.ctx.store;
const loaderTimes: number[] = [];
for (let i = 0; i < requests; i++) {
  const start = performance.now();
  await loadEnterpriseDetail(store, pick());
  loaderTimes.push(performance.now() - start);
}
const quantiles = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  const q = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
  return `p50 ${q(50).toFixed(2)}  p95 ${q(95).toFixed(2)}  p99 ${q(99).toFixed(2)}  max ${sorted[sorted.length - 1]!.toFixed(2)}`;
};

await app.close();
await db.close();
if (dir) rmSync(dir, { recursive: true, force: true });
if (url) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop schema ${values.schema} cascade`);
  await admin.end();
}

console.log(
  `database: ${url ? 'PostgreSQL' : 'PGlite (file)'}; companies: ${size}; requests: ${requests} (sequential, ${Math.round(requests / elapsed)}/s)`,
);
console.log(`getEntDetail ms: ${quantiles(times)}  (goal p99 <= 20)`);
console.log(`loader only ms:  ${quantiles(loaderTimes)}`);
console.log(
  `machine: ${os.cpus().length} cores, Node ${process.version}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
