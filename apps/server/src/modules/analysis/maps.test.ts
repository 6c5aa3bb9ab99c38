import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capitalApi, technologyApi, type AnalysisTreeNode, type EquityNode } from '@platform/contracts';
import { createTestApp, endpointClient, loginToken, type TestApp } from '../../test/test-app';

let t: TestApp;
let zhangwei: string;
const CHAIN = 'NEV';

beforeAll(async () => {
  t = await createTestApp({}, { companies: 600 });
  zhangwei = (await loginToken(t.app, 'zhangwei')).access;
});
afterAll(() => t.close());

const { call, ok: data } = endpointClient(
  () => t.app,
  () => zhangwei,
);
const one = async <T>(sql: string, params: unknown[] = []): Promise<T> =>
  (await t.db.query(sql, params))[0] as T;

/** A company with a corporate shareholder that holds other companies too. */
const withSharedHolder = () =>
  one<{ company_id: string; holder: string; sibling: string }>(
    `select a.company_id, a.holder_entity_id as holder, b.company_id as sibling
     from company_shareholders a join company_shareholders b
       on b.holder_entity_id = a.holder_entity_id and b.company_id <> a.company_id
     where a.holder_entity_type = '2' and b.holder_entity_type = '2'
     order by a.company_id, b.company_id limit 1`,
  );

describe('capital maps (login)', () => {
  it('need login', async () => {
    for (const ep of [...Object.values(capitalApi), ...Object.values(technologyApi)]) {
      expect(
        (await call(ep, { companyId: '1', induChainId: CHAIN, entId: '1', tag: 'x' }, null)).status,
        ep.path,
      ).toBe(401);
    }
  });

  it('shared holders: the graph and the list hold the company a shareholder also holds', async () => {
    const c = await withSharedHolder();
    const graph = await data(capitalApi.sharedHolder, { companyId: c.company_id });
    expect(graph.nodes[0]).toMatchObject({ id: c.company_id, kind: 'root' });
    expect(graph.links).toContainEqual(expect.objectContaining({ source: c.holder, target: c.sibling }));
    const direct = await data(capitalApi.directSharedHolder, { companyId: c.company_id });
    const row = direct.records.find((r: { companyId: string }) => r.companyId === c.sibling);
    expect(row.holders.map((h: { id: string }) => h.id)).toContain(c.holder);
  });

  it('equity penetration: every shareholder up, the holder’s holdings down, depth bounded', async () => {
    const c = await withSharedHolder();
    const up = await data(capitalApi.equityPenetration, { companyId: c.company_id, depth: 1 });
    const holders = await t.db.query<{ holder_entity_id: string }>(
      `select holder_entity_id from company_shareholders where company_id = $1`,
      [c.company_id],
    );
    expect(up.shareholders.map((n: EquityNode) => n.id).sort()).toEqual(
      holders.map((h) => h.holder_entity_id).sort(),
    );
    expect(up.shareholders.every((n: EquityNode) => n.children.length === 0)).toBe(true);
    const down = await data(capitalApi.equityPenetration, { companyId: c.holder, depth: 2 });
    expect(down.holdings.map((n: EquityNode) => n.id)).toEqual(
      expect.arrayContaining([c.company_id, c.sibling]),
    );
    expect((await call(capitalApi.equityPenetration, { companyId: c.holder, depth: 9 })).status).toBe(400);
  });

  it('investment distribution of an investor and of a company add up to their deals and holdings', async () => {
    const org = await one<{ org_id: string; n: number }>(
      `select org_id, count(*)::int as n from org_investments group by org_id order by 2 desc, 1 limit 1`,
    );
    const dist = await data(capitalApi.investDistribution, { entId: org.org_id, entType: 'org' });
    expect(dist.total).toBe(org.n);
    expect(dist.rounds.reduce((s: number, r: { count: number }) => s + r.count, 0)).toBe(org.n);
    expect(dist.regions.every((r: { name: string }) => r.name)).toBe(true);
    const c = await withSharedHolder();
    const holdings = await one<{ n: number }>(
      `select count(*)::int as n from company_shareholders where holder_entity_id = $1 and holder_entity_type = '2'`,
      [c.holder],
    );
    expect((await data(capitalApi.investDistribution, { entId: c.holder })).total).toBe(holdings.n);
    expect((await call(capitalApi.investDistribution, { entId: '1', entType: 'org' })).status).toBe(404);
  });

  it('capital cooperation links the chain’s segments, each link between two of them', async () => {
    const graph = await data(capitalApi.capitalCooperation, { induChainId: CHAIN });
    const segments = await t.db.query<{ node_code: string }>(
      `select node_code from chain_nodes where chain_code = $1 and level = 2 order by sort, node_code`,
      [CHAIN],
    );
    expect(graph.nodes.map((n: { id: string }) => n.id).sort()).toEqual(
      segments.map((s) => s.node_code).sort(),
    );
    const ids = new Set(segments.map((s) => s.node_code));
    expect(graph.links.length).toBeGreaterThan(0);
    expect(
      graph.links.every(
        (l: { source: string; target: string }) =>
          ids.has(l.source) && ids.has(l.target) && l.source !== l.target,
      ),
    ).toBe(true);
  });
});

const sumChildren = (n: AnalysisTreeNode) => n.children.reduce((s, c) => s + c.value, 0);

describe('technology and density maps (login)', () => {
  it('technology mapping, the field’s companies, the route and the patent tree agree with the data', async () => {
    const map = await data(technologyApi.technologyMapping, { induChainId: CHAIN });
    expect(map.tags.length).toBeGreaterThan(0);
    const tag = map.tags[0] as string;
    const companies = await one<{ n: number }>(
      `select count(distinct c.company_id)::int as n from company_layouts l join companies c using (company_id)
       where l.chain_code = $1 and $2 = any(c.tech_field_tags)`,
      [CHAIN, tag],
    );
    const page = await data(technologyApi.technologyLabelMapping, { induChainId: CHAIN, tag, size: 5 });
    expect(page.total).toBe(companies.n);
    expect(page.records.every((r: { techTags: string[] }) => r.techTags.includes(tag))).toBe(true);
    const column = map.tags.indexOf(tag);
    const perSegment = map.nodes.map((n: { counts: number[] }) => n.counts[column]);
    expect(Math.max(...perSegment)).toBeLessThanOrEqual(companies.n);

    const tree = await data(technologyApi.patentTree, { induChainId: CHAIN });
    expect(tree.children[0].name).toBe(tag);
    expect(tree.value).toBe(sumChildren(tree));

    const route = await data(technologyApi.technicalRoute, { induChainId: CHAIN });
    expect(route.years).toHaveLength(20);
    expect(route.series.every((s: { counts: number[] }) => s.counts.length === 20)).toBe(true);
  });

  it('the cooperation tree counts each node’s companies; society density adds up to the chain', async () => {
    const tree = await data(technologyApi.cooperationDensityTree, { induChainId: CHAIN });
    const total = await one<{ n: number }>(
      `select count(distinct company_id)::int as n from company_layouts where chain_code = $1`,
      [CHAIN],
    );
    expect(tree.value).toBe(total.n);
    expect(tree.children.map((c: AnalysisTreeNode) => c.name)).toEqual(['上游', '中游', '下游']);
    const society = await data(technologyApi.societyDensity, { induChainId: CHAIN });
    expect(society.regions.reduce((s: number, r: { companyCount: number }) => s + r.companyCount, 0)).toBe(
      total.n,
    );
    const ties = society.regions.reduce((s: number, r: { tieCount: number }) => s + r.tieCount, 0);
    expect(Math.round((ties / total.n) * 1000) / 1000).toBe(tree.density);
  });

  it('a company’s gene code reads its industry, nodes and tags', async () => {
    const c = await one<{ company_id: string; industry_division_code: string; tech_field_tags: string[] }>(
      `select c.company_id, c.industry_division_code, c.tech_field_tags from companies c
       where cardinality(c.tech_field_tags) > 0 and exists (select 1 from company_layouts l where l.company_id = c.company_id)
       order by c.company_id limit 1`,
    );
    const gene = await data(technologyApi.geneCode, { companyId: c.company_id });
    expect(gene.code.startsWith(`${c.industry_division_code}-`)).toBe(true);
    expect(gene.segments.find((s: { key: string }) => s.key === 'technology').values).toEqual(
      c.tech_field_tags,
    );
    expect((await call(technologyApi.geneCode, { companyId: '1' })).status).toBe(404);
  });
});
