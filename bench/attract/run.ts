// 精准招商 benchmark (issue 27): loads N generated companies (the shared loader of bench/seed;
// PostgreSQL reuses the kept schema bench_search_<N> of bench/search and bench/leads), builds the
// kept counts per region and chain place (attract_node_stats, timed once), then times through the
// services the endpoints call (no HTTP): the gap analysis of one region over every chain (the
// overview plus each chain's diagnosis) for the busiest county, city and province, and
// government-suggest's first and a later page. Goals at 1,000,000 companies on PostgreSQL: a
// region over every chain ≤ 300 ms, government-suggest p95 ≤ 200 ms. Figures only, never pass/fail.
//
//   npm run bench:attract                                            # PGlite, 20,000 companies
//   npm run bench:attract -- --database-url postgres://root@127.0.0.1:5432/test --companies 1000000 --keep
import { chains } from '../../apps/server/src/modules/bigdata';
import type { AttractViewer } from '../../apps/server/src/modules/attract/access';
import { regionOf } from '../../apps/server/src/modules/attract/access';
import { chainGaps, chainSummaries } from '../../apps/server/src/modules/attract/gaps';
import { rebuildNodeStats } from '../../apps/server/src/modules/attract/node-stats';
import { governmentSuggest } from '../../apps/server/src/modules/attract/suggest';
import { PAYING_ORG } from '../../apps/server/src/db/seed/demo-data';
import { openBench, timeKinds } from '../lib/loadedData';

const { db, store, rounds, loadAtStart } = await openBench({
  schema: 'bench_search',
  companiesOnly: true,
});

// The projects lookup of each suggestion runs as a paying organisation's (it has none at 1M).
const scope = store.forTenant(PAYING_ORG.tenantId);

const t0 = performance.now();
const counted = await rebuildNodeStats(store);
await db.exec('vacuum analyze attract_node_stats');
console.log(
  `built attract_node_stats from ${counted} companies in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);

/** The known region of the level with the most companies. */
const busiest = async (column: string) =>
  (
    await db.query<{ code: string }>(
      `select ${column} as code from company_profiles
       ${column === 'region_code' ? 'where region_code <> city_code' : ''}
       group by 1 order by count(*) desc limit 20`,
    )
  ).find((r) => regionOf(r.code))!.code;
const viewerOf = (code: string): AttractViewer => {
  const r = regionOf(code)!;
  return { userId: 'bench', regionCode: code, regionName: r.name, level: r.level };
};
const regions = [
  ['county', viewerOf(await busiest('region_code'))],
  ['city', viewerOf(await busiest('city_code'))],
  ['province', viewerOf(await busiest('province_code'))],
] as const;
console.log(regions.map(([k, v]) => `${k} ${v.regionCode} ${v.regionName}`).join(', '));

const everyChain = (v: AttractViewer) => async () => {
  await chainSummaries(store, v);
  for (const c of chains) await chainGaps(store, v, c.code);
};
const kinds: Array<[string, () => Promise<unknown>]> = [];
for (const [k, v] of regions) kinds.push([`gaps over every chain: ${k}`, everyChain(v)]);
const now = new Date();
for (const [k, v] of regions) {
  kinds.push([
    `government-suggest ${chains[0]!.code}, page 1: ${k}`,
    () =>
      governmentSuggest(
        store,
        scope,
        v,
        { chainCode: chains[0]!.code, nodeCodes: [], current: 1, size: 10 },
        now,
      ),
  ]);
  kinds.push([
    `government-suggest ${chains[1]!.code}, page 5: ${k}`,
    () =>
      governmentSuggest(
        store,
        scope,
        v,
        { chainCode: chains[1]!.code, nodeCodes: [], current: 5, size: 10 },
        now,
      ),
  ]);
}

await timeKinds(kinds, rounds, loadAtStart);
await db.close();
