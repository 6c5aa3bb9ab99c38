// Chain map benchmark: loads N generated companies (company rows and chain layouts, the shared
// loader of bench/seed) and times the chain map's reads through the chain services (SQL + row
// mapping, no HTTP), one at a time, printing p50/p95/p99 per kind with the machine's load.
//
// PGlite (default, 20,000 companies) or PostgreSQL with --database-url into the scratch schema
// --schema (default bench_search_<N>, the schema bench/search keeps: a kept, loaded schema is
// reused instead of loading again). Goal (issue 14): a node's company page p95 ≤ 100 ms at
// 1,000,000 companies on PostgreSQL. Figures only, never pass/fail.
//
//   npx tsx --conditions=@platform/source bench/chain/run.ts [--companies 20000] [--rounds 20]
//   npx tsx --conditions=@platform/source bench/chain/run.ts --database-url postgres://root@127.0.0.1:5432/test \
//     --companies 1000000 --keep
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createStore } from '../../apps/server/src/db/kysely';
import { migrate } from '../../apps/server/src/db/migrate';
import { openPglite } from '../../apps/server/src/db/pglite';
import { openPostgres } from '../../apps/server/src/db/postgres';
import { seedDemoEnterprises } from '../../apps/server/src/modules/bigdata';
import { entPage, mapNodes, nodeDescription } from '../../apps/server/src/modules/chain/service';
import { nodeCounts, popup, statistics } from '../../apps/server/src/modules/chain/statistics';

const { values } = parseArgs({
  options: {
    companies: { type: 'string', default: '20000' },
    seed: { type: 'string', default: 'demo' },
    'database-url': { type: 'string' },
    schema: { type: 'string' },
    keep: { type: 'boolean', default: false },
    rounds: { type: 'string', default: '20' },
  },
});
const size = Number(values.companies);
const url = values['database-url'];
const schema = values.schema ?? `bench_search_${size}`;
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
const store = createStore(db);
const t0 = performance.now();
const loaded = await seedDemoEnterprises(store, {
  seed: values.seed,
  companies: size,
  companiesOnly: true,
  onProgress: (n) => {
    if (n % 100_000 === 0)
      console.log(`  ${n} companies after ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  },
});
if (loaded) {
  await db.exec('vacuum analyze companies');
  await db.exec('vacuum analyze company_layouts');
  console.log(`loaded ${size} companies in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
} else {
  const [row] = await db.query<{ size: number }>('select size from bigdata_datasets');
  console.log(`reusing the loaded data set of ${row?.size} companies (schema ${url ? schema : '-'})`);
}

const q = store.db;
// The busiest leaf, segment and stream of the biggest chain: the worst pages a user can open.
const [chain] = await db.query<{ chain_code: string; n: number }>(
  'select chain_code, count(*)::int as n from company_layouts group by 1 order by 2 desc limit 1',
);
const nodes = (await mapNodes(q, { induChainId: chain!.chain_code })).nodes;
const biggest = (level: number) =>
  nodes.filter((n) => n.level === level).sort((a, b) => b.companyCount - a.companyCount)[0]!;
const [leaf, segment, stream] = [biggest(3), biggest(2), biggest(1)];
console.log(
  `chain ${chain!.chain_code}: ${chain!.n} placements; stream ${stream.name} ${stream.companyCount}, segment ${segment.name} ${segment.companyCount}, leaf ${leaf.name} ${leaf.companyCount} companies`,
);
const induChainId = chain!.chain_code;

const kinds: Array<[string, () => Promise<unknown>]> = [
  [
    'company page: leaf, page 1',
    () => entPage(q, { induChainId, nodeCode: leaf.code, current: 1, size: 10 }),
  ],
  [
    'company page: segment, page 1',
    () => entPage(q, { induChainId, nodeCode: segment.code, current: 1, size: 10 }),
  ],
  [
    'company page: stream, page 1',
    () => entPage(q, { induChainId, nodeCode: stream.code, current: 1, size: 10 }),
  ],
  [
    'company page: stream, page 50',
    () => entPage(q, { induChainId, nodeCode: stream.code, current: 50, size: 10 }),
  ],
  [
    'company page: stream, Guangdong, operating',
    () =>
      entPage(q, {
        induChainId,
        nodeCode: stream.code,
        regionCode: '44',
        regStatusCode: '1',
        current: 1,
        size: 10,
      }),
  ],
  [
    'company page: whole chain, name keyword',
    () => entPage(q, { induChainId, keyword: '科技', current: 1, size: 10 }),
  ],
  ['map: nodes with counts', () => mapNodes(q, { induChainId })],
  ['map: node counts in Guangdong', () => nodeCounts(q, { induChainId, regionCode: '44' })],
  ['node description (provinces)', () => nodeDescription(q, segment.code)],
  ['statistics: whole chain', () => statistics(q, { induChainId })],
  ['node pop-up', () => popup(q, { nodeCode: segment.code })],
];

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
console.log(`\n${rounds} runs each (after one warm-up), ms:`);
console.log('kind'.padEnd(46), 'p50'.padStart(8), 'p95'.padStart(8), 'p99'.padStart(8));
for (const [name, run] of kinds) {
  await run();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(name.padEnd(46), ...[50, 95, 99].map((p) => pct(times, p).toFixed(1).padStart(8)));
}
console.log(
  `\n${os.cpus().length} cores, Node ${process.version}, load average at start ${loadAtStart.map((l) => l.toFixed(2)).join(' ')}`,
);
await db.close();
if (url && !values.keep) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop schema ${schema} cascade`);
  await admin.end();
}
