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
import { entPage, mapNodes, nodeDescription } from '../../apps/server/src/modules/chain/service';
import { nodeCounts, popup, statistics } from '../../apps/server/src/modules/chain/statistics';
import { openLoadedData, timeKinds } from '../lib/loadedData';

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

const { db, store } = await openLoadedData({
  companies: size,
  seed: values.seed,
  databaseUrl: url,
  schema,
  companiesOnly: true,
});

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
const [common] = await db.query<{ tag: string }>(
  `select t.tag from company_layouts l cross join unnest(l.qualification_tags) as t(tag)
   where l.chain_code = $1 group by 1 order by count(*) desc, 1 limit 1`,
  [induChainId],
);

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
    'company page: stream, page 500',
    () => entPage(q, { induChainId, nodeCode: stream.code, current: 500, size: 10 }),
  ],
  [
    'company page: segment, capital band + tag',
    () =>
      entPage(q, {
        induChainId,
        nodeCode: segment.code,
        capitalBand: 100,
        tag: common?.tag,
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

await timeKinds(kinds, rounds, loadAtStart);
await db.close();
if (url && !values.keep) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop schema ${schema} cascade`);
  await admin.end();
}
