// 深度数据库 and 数据大屏 benchmark (issue 28 item 10): loads N generated companies (the shared
// loader of bench/seed; PostgreSQL reuses the kept schema bench_search_<N> of bench/search, whose
// companies-only load keeps patents but only capital change events, so the financing counts read
// as zeros at the same cost), builds the kept yearly counts (metric_region_years, timed once) and
// attract's counts per chain place, then times through the services the endpoints call (no HTTP):
// the metric table of the nation's provinces, a province's cities and a city's counties, the
// export's five tables, and the large screen's figures and newest events of the nation, the
// busiest province and city. Goal at 1,000,000 companies on PostgreSQL: p95 ≤ 300 ms. Figures
// only, never pass/fail.
//
//   npm run bench:metric-table                                            # PGlite, 20,000 companies
//   npm run bench:metric-table -- --database-url postgres://root@127.0.0.1:5432/test --companies 1000000
import { rebuildNodeStats } from '../../apps/server/src/modules/attract/node-stats';
import * as screen from '../../apps/server/src/modules/large-screen/service';
import * as metrics from '../../apps/server/src/modules/metric-table/service';
import { rebuildYearStats } from '../../apps/server/src/modules/metric-table/year-stats';
import { openBench, timeKinds } from '../lib/loadedData';

const { db, store, rounds, loadAtStart } = await openBench({
  schema: 'bench_search',
  companiesOnly: true,
});

let t0 = performance.now();
const counted = await rebuildYearStats(store);
await db.exec('vacuum analyze metric_region_years');
console.log(
  `built metric_region_years from ${counted} companies in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);
t0 = performance.now();
await rebuildNodeStats(store);
console.log(`built attract_node_stats in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

const busiest = async (column: string) =>
  (
    await db.query<{ code: string }>(
      `select ${column} as code from company_profiles group by 1 order by count(*) desc limit 1`,
    )
  )[0]!.code;
const province = await busiest('province_code');
const city = await busiest('city_code');
console.log(`busiest province ${province}, city ${city}`);

const table = (parentCode: string) => () =>
  metrics.table(store, { parentCode, indicator: 'companies', fromYear: undefined, toYear: undefined });
const kinds: Array<[string, () => Promise<unknown>]> = [
  ['metric table: the provinces', table('100000')],
  ['metric table: a province’s cities', table(province)],
  ['metric table: a city’s counties', table(city)],
  [
    'metric export: five tables of the provinces',
    () =>
      metrics.allTables(store, {
        parentCode: '100000',
        indicator: 'companies',
        fromYear: undefined,
        toYear: undefined,
      }),
  ],
];
for (const [name, regionCode] of [
  ['the nation', '100000'],
  ['province', province],
  ['city', city],
] as const) {
  kinds.push([`large screen figures: ${name}`, () => screen.overview(store, { regionCode })]);
  kinds.push([
    `large screen events: ${name}`,
    () => screen.events(store, { regionCode, afterId: undefined }),
  ]);
}

await timeKinds(kinds, rounds, loadAtStart);
await db.close();
