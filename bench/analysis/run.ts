// Investment and analysis maps benchmark: loads N generated companies with everything hanging off
// them (shareholders, investors and their deals, relations; the shared loader of bench/lib) and
// times each map's reads through the analysis services (SQL + mapping, no HTTP) on the biggest
// chain and one of its busiest companies. Figures only, never pass/fail.
//
//   npx tsx --conditions=@platform/source bench/analysis/run.ts [--companies 20000] [--rounds 20]
//   npx tsx --conditions=@platform/source bench/analysis/run.ts --database-url postgres://root@127.0.0.1:5432/test \
//     --companies 200000
import * as capital from '../../apps/server/src/modules/analysis/capital';
import * as customer from '../../apps/server/src/modules/analysis/customer';
import * as investment from '../../apps/server/src/modules/analysis/investment';
import * as technology from '../../apps/server/src/modules/analysis/technology';
import { openBench, timeKinds } from '../lib/loadedData';

const { db, store, rounds, loadAtStart } = await openBench({
  schema: 'bench_analysis',
  companiesOnly: false,
});
const q = store.db;

const [chain] = await db.query<{ chain_code: string; n: number }>(
  'select chain_code, count(*)::int as n from company_layouts group by 1 order by 2 desc limit 1',
);
const induChainId = chain!.chain_code;
// A company with corporate shareholders that hold others too, and the most active investor.
const [company] = await db.query<{ company_id: string }>(
  `select s.company_id from company_shareholders s
   where s.holder_entity_type = '2' group by 1 order by count(*) desc, 1 limit 1`,
);
const [org] = await db.query<{ org_id: string }>(
  'select org_id from org_investments group by 1 order by count(*) desc, 1 limit 1',
);
console.log(
  `chain ${induChainId}: ${chain!.n} placements; company ${company!.company_id}; investor ${org!.org_id}`,
);
const scope = { induChainId };
const companyId = company!.company_id;

await timeKinds(
  [
    ['investment-process', () => investment.investmentProcess(q, scope)],
    ['investmentFinancingLinkageData', () => investment.linkageData(q, scope)],
    ['investment-and-loan-linkage (graph)', () => investment.linkageGraph(q, { ...scope, investors: 12 })],
    [
      'linkage-enterprise, page 1',
      () => investment.linkageEnterprises(q, { ...scope, current: 1, size: 10 }),
    ],
    ['linkage-investor, page 1', () => investment.linkageInvestors(q, { ...scope, current: 1, size: 10 })],
    ['investment-year-finance', () => investment.yearFinance(q, scope)],
    ['investment-year', () => investment.yearRounds(q, scope)],
    ['getInvestmentEntByKeywords', () => investment.entByKeywords(q, { keyword: '投资', size: 10 })],
    ['getOrgInfoInvest', () => investment.investorInfo(q, { orgId: org!.org_id, induChainId })],
    ['ct-match-num', () => customer.matchCount(q, scope)],
    ['company-rel-supplyV2', () => customer.supplyRelations(q, { companyId })],
    ['sharedHouder', () => capital.sharedHolder(q, companyId)],
    ['directSharedHouder', () => capital.directSharedHolder(q, companyId)],
    [
      'investDistribution (investor)',
      () => capital.investDistribution(q, { entId: org!.org_id, entType: 'org' }),
    ],
    ['capitalCooperation', () => capital.capitalCooperation(q, scope)],
    ['flair-pierce, 3 levels', () => capital.equityPenetration(q, { companyId, depth: 3 })],
    ['technologyMapping', () => technology.technologyMapping(q, scope)],
    [
      'technologyLabelMapping, page 1',
      () => technology.technologyLabelMapping(q, { ...scope, tag: '动力电池', current: 1, size: 10 }),
    ],
    ['ent-gene-code', () => technology.geneCode(q, companyId)],
    ['technicalRoute', () => technology.technicalRoute(q, scope)],
    ['patent-tree', () => technology.patentTree(q, scope)],
    ['business-cooperation-density-tree', () => technology.cooperationDensityTree(q, scope)],
    ['society-density', () => technology.societyDensity(q, scope)],
  ],
  rounds,
  loadAtStart,
);
await db.close();
