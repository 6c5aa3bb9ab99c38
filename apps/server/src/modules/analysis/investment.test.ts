import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerApi, investmentApi, ResultCode } from '@platform/contracts';
import { createTestApp, endpointClient, loginToken, type TestApp } from '../../test/test-app';

let t: TestApp;
let lina: string;
let zhangwei: string;
const CHAIN = 'NEV';

beforeAll(async () => {
  t = await createTestApp({}, { companies: 600 });
  // Tenant 200001 (lina) bought investment attraction (4) and customer acquisition (1); 100001 did not.
  await t.db.query(
    `insert into tenant_purchases (id, tenant_id, business_type, region_code, expires_at) values
       ('an1', '200001', 4, '', now() + interval '30 days'),
       ('an2', '200001', 1, '', now() + interval '30 days')`,
  );
  lina = (await loginToken(t.app, 'lina')).access;
  zhangwei = (await loginToken(t.app, 'zhangwei')).access;
});
afterAll(() => t.close());

const { call, ok: data } = endpointClient(
  () => t.app,
  () => lina,
);
const one = async <T>(sql: string, params: unknown[] = []): Promise<T> =>
  (await t.db.query(sql, params))[0] as T;
/** The chain's financing events, counted apart from the code under test. */
const EVENTS = `select i.* from org_investments i
  where i.company_id in (select company_id from company_layouts where chain_code = $1)`;

describe('investment maps (precise-business, scene 4)', () => {
  it('need login, then the scene bought: 401, then 111111 请购买相应的服务', async () => {
    for (const ep of Object.values(investmentApi)) {
      const input = { induChainId: CHAIN, orgId: '2000000000', keyword: '投资' };
      expect((await call(ep, input, null)).status, ep.path).toBe(401);
      const unpaid = await call(ep, input, zhangwei);
      expect(unpaid.body.code, ep.path).toBe(ResultCode.PURCHASE_NEEDED);
      expect(unpaid.body.msg).toBe('请购买相应的服务');
    }
    for (const ep of Object.values(customerApi)) {
      expect((await call(ep, { induChainId: CHAIN, companyId: '1' }, zhangwei)).body.code).toBe(
        ResultCode.PURCHASE_NEEDED,
      );
    }
  });

  it('investment process: each company once, at its furthest round; events and amounts per round', async () => {
    const process = await data(investmentApi.investmentProcess, { induChainId: CHAIN });
    const expected = await one<{ companies: number; events: number; amount: string }>(
      `select count(distinct company_id)::int as companies, count(*)::int as events, sum(amount) as amount
       from (${EVENTS}) e`,
      [CHAIN],
    );
    expect(expected.events).toBeGreaterThan(0);
    expect(process.companyCount).toBe(expected.companies);
    expect(process.eventCount).toBe(expected.events);
    expect(process.amount).toBeCloseTo(Number(expected.amount), 2);
    expect(process.rounds.map((r: { round: string }) => r.round)).toEqual([
      '天使轮',
      'A轮',
      'B轮',
      'C轮',
      '战略融资',
      '定向增发',
    ]);
    const angel = await one<{ n: number }>(
      `select count(*)::int as n from (${EVENTS}) e where round = '天使轮'`,
      [CHAIN],
    );
    expect(process.rounds[0].eventCount).toBe(angel.n);

    const years = await data(investmentApi.yearFinance, { induChainId: CHAIN });
    const perYear = years.years.map((y: { eventCount: number }) => y.eventCount);
    expect(perYear.reduce((a: number, b: number) => a + b, 0)).toBe(expected.events);
    const rounds = await data(investmentApi.yearRounds, { induChainId: CHAIN });
    expect(rounds.years).toEqual(years.years.map((y: { year: string }) => y.year));
    const byYear = rounds.years.map((_: string, i: number) =>
      rounds.rounds.reduce((s: number, r: { counts: number[] }) => s + r.counts[i]!, 0),
    );
    expect(byYear).toEqual(perYear);
  });

  it('investors and financed companies: totals, pages, the graph and one investor', async () => {
    const totals = await data(investmentApi.linkageData, { induChainId: CHAIN });
    const expected = await one<{ orgs: number; companies: number }>(
      `select count(distinct org_id)::int as orgs, count(distinct company_id)::int as companies from (${EVENTS}) e`,
      [CHAIN],
    );
    expect(totals.investorCount).toBe(expected.orgs);
    expect(totals.companyCount).toBe(expected.companies);
    const top = totals.topInvestors[0];
    const topEvents = await one<{ n: number }>(
      `select count(*)::int as n from (${EVENTS}) e where org_id = $2`,
      [CHAIN, top.code],
    );
    expect(top.eventCount).toBe(topEvents.n);

    const investors = await data(investmentApi.linkageInvestors, { induChainId: CHAIN, current: 1, size: 5 });
    expect(investors.total).toBe(expected.orgs);
    expect(investors.records[0].orgId).toBe(top.code);
    const companies = await data(investmentApi.linkageEnterprises, {
      induChainId: CHAIN,
      current: 2,
      size: 3,
    });
    expect(companies.total).toBe(expected.companies);
    expect(companies.records.length).toBeLessThanOrEqual(3);
    const past = await data(investmentApi.linkageEnterprises, {
      induChainId: CHAIN,
      current: 9999,
      size: 50,
    });
    expect(past).toMatchObject({ records: [], total: expected.companies });

    const graph = await data(investmentApi.linkageGraph, { induChainId: CHAIN, investors: 5 });
    const ids = new Set(graph.nodes.map((n: { id: string }) => n.id));
    expect(graph.nodes.filter((n: { kind: string }) => n.kind === 'org').length).toBeLessThanOrEqual(5);
    expect(
      graph.links.every((l: { source: string; target: string }) => ids.has(l.source) && ids.has(l.target)),
    ).toBe(true);

    const org = await data(investmentApi.orgInfo, { orgId: top.code, induChainId: CHAIN });
    expect(org.orgName).toBe(top.name);
    expect(org.recent.length).toBeGreaterThan(0);
    const all = await one<{ n: number }>(`select count(*)::int as n from org_investments where org_id = $1`, [
      top.code,
    ]);
    expect(org.recent.length).toBe(Math.min(10, all.n));

    const found = await data(investmentApi.entByKeywords, { keyword: top.name.slice(0, 4) });
    expect(found.some((r: { id: string; kind: string }) => r.id === top.code && r.kind === 'org')).toBe(true);
  });

  it('refuses a chain or node that does not exist, an unknown investor and a page size of 100,000', async () => {
    expect((await call(investmentApi.investmentProcess, { induChainId: 'NOPE' })).status).toBe(404);
    expect((await call(investmentApi.yearFinance, { induChainId: CHAIN, nodeCode: 'IC01' })).status).toBe(
      404,
    );
    expect((await call(investmentApi.orgInfo, { orgId: '1' })).body.msg).toMatch(/^机构不存在/);
    const big = await call(investmentApi.linkageInvestors, { induChainId: CHAIN, size: 100000 });
    expect(big.status).toBe(400);
  });
});

describe('customer maps (precise-customer, scene 1)', () => {
  it('counts the target groups of a chain and finds suppliers upstream, customers downstream', async () => {
    const counts = await data(customerApi.matchCount, { induChainId: CHAIN });
    const expected = await one<{ total: number; listed: number }>(
      `select count(distinct l.company_id)::int as total, count(distinct l.company_id) filter (where c.is_listed)::int as listed
       from company_layouts l join companies c using (company_id) where l.chain_code = $1`,
      [CHAIN],
    );
    expect(counts).toMatchObject(expected);
    expect(counts.invested).toBeLessThanOrEqual(counts.total);

    const mid = await one<{ company_id: string; province_code: string }>(
      `select l.company_id, c.province_code from company_layouts l join companies c using (company_id)
       where l.node_code like $1 order by l.company_id limit 1`,
      [`${CHAIN}02%`],
    );
    const supply = await data(customerApi.supplyRelations, { companyId: mid.company_id });
    expect(supply.suppliers.length).toBeGreaterThan(0);
    const upstream = await t.db.query<{ company_id: string }>(
      `select company_id from company_layouts where node_code like $1`,
      [`${CHAIN}01%`],
    );
    const up = new Set(upstream.map((r) => r.company_id));
    expect(supply.suppliers.every((s: { companyId: string }) => up.has(s.companyId))).toBe(true);
    expect(supply.suppliers.some((s: { companyId: string }) => s.companyId === mid.company_id)).toBe(false);
  });
});
