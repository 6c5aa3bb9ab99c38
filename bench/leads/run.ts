// 精准拓客 benchmark (issue 26): loads N generated companies (company rows and chain layouts, the
// shared loader of bench/seed) and times finding leads through the leads services the endpoints
// call (SQL, ranking, reasons and row mapping; no HTTP), one at a time, printing p50/p95/p99 per
// kind with the machine's load: the matching count as the user types (ct-match-num), the first
// ranked page of a profile, and look-alike of three seed companies.
//
// PGlite (default, 20,000 companies) or PostgreSQL with --database-url into the scratch schema
// --schema (default bench_search_<N>, the schema bench/search keeps: a kept, loaded schema is
// reused instead of loading again). Goals: count and first page p95 ≤ 200 ms, look-alike p95
// ≤ 500 ms at 1,000,000 companies on PostgreSQL. The loaded set has no financial statements, so
// the 金融拓客 growth and debt-ratio filters are not timed here (finance.test.ts checks them); it
// has patents and capital changes, so hasPatents and a recent capital increase are (a schema kept
// from before they existed gets them on its next run: bigdata's demo seed generates them again).
// Figures only, never pass/fail.
//
//   npx tsx --conditions=@platform/source bench/leads/run.ts [--companies 20000] [--rounds 20]
//   npx tsx --conditions=@platform/source bench/leads/run.ts --database-url postgres://root@127.0.0.1:5432/test \
//     --companies 1000000 --keep
import { leadProfileSchema, type LeadProfileInput } from '@platform/contracts';
import { lookAlike, profileCount, profileSearch } from '../../apps/server/src/modules/leads/search';
import { openBench, timeKinds } from '../lib/loadedData';

const { db, store, rounds, loadAtStart } = await openBench({
  schema: 'bench_search',
  companiesOnly: true,
});
const q = store.db;
const cards = store.unscoped;

// Values the data holds: the biggest chain and its busiest node, the commonest tag, the biggest
// province and division, and three strong companies of that division as look-alike seeds.
const one = async <T>(text: string, params: unknown[] = []) => (await db.query<T>(text, params))[0]!;
const chain = await one<{ chain_code: string }>(
  'select chain_code from company_layouts group by 1 order by count(*) desc limit 1',
);
const node = await one<{ node_code: string }>(
  'select node_code from company_layouts where chain_code = $1 and length(node_code) > length($1) group by 1 order by count(*) desc limit 1',
  [chain.chain_code],
);
const tag = await one<{ tag: string }>(
  `select t.tag from (select qualification_tags from companies limit 50000) c
   cross join unnest(c.qualification_tags) as t(tag) group by 1 order by count(*) desc limit 1`,
);
const province = await one<{ province_code: string }>(
  'select province_code from companies group by 1 order by count(*) desc limit 1',
);
const division = await one<{ industry_division_code: string; industry_section_code: string }>(
  `select industry_division_code, min(industry_section_code) as industry_section_code from companies
   where industry_division_code <> '' group by 1 order by count(*) desc limit 1`,
);
const seeds = (
  await db.query<{ company_id: string }>(
    'select company_id from companies where industry_division_code = $1 order by total_score desc limit 3',
    [division.industry_division_code],
  )
).map((r) => r.company_id);
console.log(
  `chain ${chain.chain_code}, node ${node.node_code}, tag ${tag.tag}, province ${province.province_code}, division ${division.industry_division_code}, seeds ${seeds.join(' ')}`,
);

const profiles: Array<[string, LeadProfileInput]> = [
  ['empty profile (every company)', {}],
  ['industry section', { sectionCodes: [division.industry_section_code] }],
  [
    'division + province + capital ≥ 1000',
    {
      divisionCodes: [division.industry_division_code],
      regionCodes: [province.province_code],
      capitalMin: 1000,
    },
  ],
  [
    'chain node + operating',
    { chainCode: chain.chain_code, nodeCodes: [node.node_code], statusCodes: ['1'] },
  ],
  ['qualification + founded 2010–2020', { qualificationTags: [tag.tag], foundedFrom: 2010, foundedTo: 2020 }],
  [
    'province + listed + large/medium',
    { regionCodes: [province.province_code], listed: true, scaleTags: ['大型', '中型'] },
  ],
  ['has a card + state-owned', { hasCard: true, stateOwned: true }],
  ['invests + financing stage', { investsOthers: true, financingStages: ['A轮', 'B轮'] }],
  ['has patents + industry section', { hasPatents: true, sectionCodes: [division.industry_section_code] }],
  ['capital increase within 12 months', { capitalIncreasedWithinMonths: 12 }],
  [
    'capital increase 36 months + province',
    { capitalIncreasedWithinMonths: 36, regionCodes: [province.province_code] },
  ],
];

const kinds: Array<[string, () => Promise<unknown>]> = [];
for (const [name, input] of profiles) {
  const profile = leadProfileSchema.parse(input);
  kinds.push([`count: ${name}`, () => profileCount(q, cards, profile)]);
  kinds.push([`first page: ${name}`, () => profileSearch(q, cards, { profile, current: 1, size: 10 })]);
}
kinds.push([
  'look-alike of 3 seeds, page 1',
  () => lookAlike(q, cards, { companyIds: seeds, current: 1, size: 10 }),
]);
kinds.push([
  'look-alike of 3 seeds, page 20',
  () => lookAlike(q, cards, { companyIds: seeds, current: 20, size: 10 }),
]);
kinds.push([
  'look-alike of 1 seed, page 1',
  () => lookAlike(q, cards, { companyIds: seeds.slice(0, 1), current: 1, size: 10 }),
]);

await timeKinds(kinds, rounds, loadAtStart);
await db.close();
