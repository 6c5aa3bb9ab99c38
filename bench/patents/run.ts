// 专利 benchmark (issue 28 item 7; docs/patents.md): N generated companies with their patents (the
// shared loader; PostgreSQL keeps schema bench_patents_<N>), grown to --patents rows with copies of
// the generated ones (bench/lib/scaleUp.ts), then times the service functions the endpoints call (no
// HTTP): the newest page, keywords (a common word, an applicant, a number), type, IPC class, dates,
// a chain and a province, a company's patents and the statistics. Each page carries its total.
// Goal at 5,000,000 patents on PostgreSQL: p95 ≤ 100 ms. Figures only, never pass/fail.
//
//   npm run bench:patents                                              # PGlite, 20,000 companies
//   npm run bench:patents -- --database-url postgres://root@127.0.0.1:5432/test \
//     --companies 200000 --patents 5000000
// On PostgreSQL the loaded schema is kept: the next run with the same --companies reuses it.
import { rebuildPatentStats } from '../../apps/server/src/modules/patents/patent-stats';
import * as patents from '../../apps/server/src/modules/patents/service';
import { openBench, timeKinds } from '../lib/loadedData';
import { scaleUp } from '../lib/scaleUp';

const { db, store, rounds, loadAtStart, extra } = await openBench({
  schema: 'bench_patents',
  companiesOnly: true,
  extra: ['patents'],
});
const total = await scaleUp(db, 'company_patents', extra.patents!);
console.log(`${total} patents`);

const pick = async <T>(sql: string) => (await db.query<T>(sql))[0]!;
const applicant = await pick<{ applicant: string; company_id: string }>(
  `select applicant, company_id from company_patents group by 1, 2 order by count(*) desc limit 1`,
);
const number = await pick<{ patent_no: string }>(`select patent_no from company_patents order by id limit 1`);
const ipc = await pick<{ ipc: string }>(
  `select left(ipc, 4) as ipc from company_patents where ipc <> '' group by 1 order by count(*) desc limit 1`,
);
const chain = await pick<{ chain_code: string }>(
  `select chain_code from company_layouts group by 1 order by count(*) desc limit 1`,
);
const province = await pick<{ province_code: string }>(
  `select province_code from companies group by 1 order by count(*) desc limit 1`,
);
const q = store.db;
// The kept statistics (patent_stats) built once before timing, as the first statistics call would.
const built = performance.now();
console.log(
  `patent_stats built from ${await rebuildPatentStats(store)} patents in ${((performance.now() - built) / 1000).toFixed(1)} s`,
);
const page = { current: 1, size: 10 };

const kinds: Array<[string, () => Promise<unknown>]> = [
  ['newest page', () => patents.page(q, page)],
  ['newest page 50', () => patents.page(q, { current: 50, size: 10 })],
  ['keyword 一种 (common)', () => patents.page(q, { ...page, keyword: '一种' })],
  ['keyword 电池管理', () => patents.page(q, { ...page, keyword: '电池管理' })],
  [`keyword applicant`, () => patents.page(q, { ...page, keyword: applicant.applicant })],
  ['number prefix', () => patents.page(q, { ...page, keyword: number.patent_no.slice(0, 8) })],
  ['type invention', () => patents.page(q, { ...page, kind: 'invention' })],
  [`IPC ${ipc.ipc}`, () => patents.page(q, { ...page, ipc: ipc.ipc })],
  ['applied in 2023', () => patents.page(q, { ...page, from: '2023-01-01', to: '2023-12-31' })],
  [`chain ${chain.chain_code}`, () => patents.page(q, { ...page, chainCode: chain.chain_code })],
  [
    `province ${province.province_code}`,
    () => patents.page(q, { ...page, provinceCode: province.province_code }),
  ],
  ['a company’s patents', () => patents.company(q, { companyId: applicant.company_id, ...page })],
  [`stats chain ${chain.chain_code}`, () => patents.stats(store, { chainCode: chain.chain_code })],
  [`stats province`, () => patents.stats(store, { provinceCode: province.province_code })],
  ['stats all', () => patents.stats(store, {})],
  [
    'stats chain in province (live)',
    () => patents.stats(store, { chainCode: chain.chain_code, provinceCode: province.province_code }),
  ],
];
await timeKinds(kinds, rounds, loadAtStart);
await db.close();
