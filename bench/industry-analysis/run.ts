// 产业分析, 对标分析 and 产业诊断 benchmark (issue 28 items 2, 3 and 4; docs/industry-analysis.md,
// docs/industry-diagnosis.md): loads N generated companies (the shared loader of bench/seed;
// PostgreSQL reuses the kept schema bench_search_<N> of bench/search, bench/leads and bench/attract),
// builds the kept counts once (精准招商's attract_node_stats, 产业分析's analysis_chain_counts,
// 产业诊断's diagnosis_node_patents), then times through the services the endpoints call (no HTTP): the
// analysis and the diagnosis of the busiest chain in the busiest county, city and province, and
// the comparison of the four busiest provinces and of two cities.
// Goal at 1,000,000 companies on PostgreSQL: p95 ≤ 300 ms. Figures only, never pass/fail.
//
//   npm run bench:industry-analysis                                            # PGlite, 20,000 companies
//   npm run bench:industry-analysis -- --database-url postgres://root@127.0.0.1:5432/test --companies 1000000 --keep
import { rebuildNodeStats } from '../../apps/server/src/modules/attract/node-stats';
import { regionOf } from '../../apps/server/src/modules/attract/access';
import { rebuildChainCounts } from '../../apps/server/src/modules/industry-analysis/chain-counts';
import { analysis, compare } from '../../apps/server/src/modules/industry-analysis/service';
import { diagnose } from '../../apps/server/src/modules/industry-diagnosis/diagnose';
import { rebuildNodePatents } from '../../apps/server/src/modules/industry-diagnosis/node-patents';
import { openBench, timeKinds } from '../lib/loadedData';

const { db, store, rounds, loadAtStart } = await openBench({
  schema: 'bench_search',
  companiesOnly: true,
});

const t0 = performance.now();
const counted = await rebuildNodeStats(store);
await db.exec('vacuum analyze attract_node_stats');
console.log(
  `built attract_node_stats from ${counted} companies in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);
const t2 = performance.now();
const countRows = await rebuildChainCounts(store);
await db.exec('vacuum analyze analysis_chain_counts');
console.log(
  `built analysis_chain_counts (${countRows} rows) in ${((performance.now() - t2) / 1000).toFixed(1)} s`,
);
const t1 = performance.now();
const patentRows = await rebuildNodePatents(store);
await db.exec('vacuum analyze diagnosis_node_patents');
console.log(
  `built diagnosis_node_patents (${patentRows} rows) in ${((performance.now() - t1) / 1000).toFixed(1)} s`,
);

/** The known regions of the level with the most companies, busiest first. */
const busiest = async (column: string, n: number) =>
  (
    await db.query<{ code: string }>(
      `select ${column} as code from company_profiles
       ${column === 'region_code' ? 'where region_code <> city_code' : ''}
       group by 1 order by count(*) desc limit 20`,
    )
  )
    .map((r) => r.code)
    .filter((code) => regionOf(code))
    .slice(0, n);
const chain = (
  await db.query<{ chain: string }>(
    `select n.node as chain from company_profiles p cross join lateral unnest(p.node_paths) as n(node)
     where n.node ~ '^[A-Z]+$' group by 1 order by count(*) desc limit 1`,
  )
)[0]!.chain;
const [county] = await busiest('region_code', 1);
const cities = await busiest('city_code', 2);
const provinces = await busiest('province_code', 4);
console.log(
  `chain ${chain}; county ${county}, cities ${cities.join(', ')}, provinces ${provinces.join(', ')}`,
);

const kinds: Array<[string, () => Promise<unknown>]> = [
  [`analysis ${chain}: county`, () => analysis(store, { regionCode: county!, chainCode: chain })],
  [`analysis ${chain}: city`, () => analysis(store, { regionCode: cities[0]!, chainCode: chain })],
  [`analysis ${chain}: province`, () => analysis(store, { regionCode: provinces[0]!, chainCode: chain })],
  [`compare ${chain}: two cities`, () => compare(store, { regionCodes: cities, chainCode: chain })],
  [`compare ${chain}: four provinces`, () => compare(store, { regionCodes: provinces, chainCode: chain })],
  [`diagnosis ${chain}: county`, () => diagnose(store, { regionCode: county!, chainCode: chain })],
  [`diagnosis ${chain}: city`, () => diagnose(store, { regionCode: cities[0]!, chainCode: chain })],
  [`diagnosis ${chain}: province`, () => diagnose(store, { regionCode: provinces[0]!, chainCode: chain })],
];

await timeKinds(kinds, rounds, loadAtStart);
await db.close();
