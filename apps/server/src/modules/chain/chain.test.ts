import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainApi, chainMapDataApi } from '@platform/contracts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { companies: 400 });
});
afterAll(() => t.close());

async function call<T>(method: 'GET' | 'POST', url: string, body: Record<string, unknown> = {}) {
  const res =
    method === 'GET'
      ? await t.app.inject({ method, url: `${url}?${new URLSearchParams(body as Record<string, string>)}` })
      : await t.app.inject({ method, url, payload: body });
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: T } };
}
const nodesOf = async (induChainId: string, companyId?: string) =>
  (
    await call<{
      chain: { chainCode: string; companyCount: number };
      nodes: Array<{
        code: string;
        parentCode: string | null;
        name: string;
        level: number;
        companyCount: number;
      }>;
      selected: string | null;
      highlighted: string[];
    }>('POST', chainApi.getMapNodesById.path, { induChainId, ...(companyId ? { companyId } : {}) })
  ).body.data;
type Page = {
  records: Array<{
    companyId: string;
    companyName: string;
    regStatusName: string;
    area: string;
    nodeNames: string[];
  }>;
  total: number;
};

describe('industry chain maps', () => {
  it('lists the catalogue, and finds chains by a node name', async () => {
    const all = await call<{
      classes: Array<{ chains: Array<{ chainCode: string; companyCount: number }> }>;
    }>('POST', chainApi.getInduClass.path);
    const codes = all.body.data.classes.flatMap((c) => c.chains.map((x) => x.chainCode));
    expect(codes).toEqual(expect.arrayContaining(['IC', 'NEV', 'BIO', 'PV', 'AI', 'ROB']));
    expect(all.body.data.classes[0]!.chains.every((c) => c.companyCount > 0)).toBe(true);
    const found = await call<{ classes: Array<{ chains: Array<{ chainCode: string }> }> }>(
      'POST',
      chainApi.getInduClass.path,
      { keyword: '光刻胶' },
    );
    expect(found.body.data.classes.flatMap((c) => c.chains.map((x) => x.chainCode))).toEqual(['IC']);
  });

  it('gives a chain as a tree whose counts are distinct companies on a node and under it', async () => {
    const map = await nodesOf('IC');
    const streams = map.nodes.filter((n) => n.level === 1);
    expect(streams.map((n) => n.name)).toEqual(['上游', '中游', '下游']);
    expect(streams.every((n) => n.parentCode === null)).toBe(true);
    const byCode = new Map(map.nodes.map((n) => [n.code, n]));
    for (const n of map.nodes.filter((x) => x.level > 1)) expect(byCode.has(n.parentCode!)).toBe(true);
    // A segment holds at least as many as its biggest leaf and at most their sum.
    for (const segment of map.nodes.filter((n) => n.level === 2)) {
      const leaves = map.nodes.filter((n) => n.parentCode === segment.code).map((n) => n.companyCount);
      expect(segment.companyCount).toBeGreaterThanOrEqual(Math.max(0, ...leaves));
      expect(segment.companyCount).toBeLessThanOrEqual(leaves.reduce((a, b) => a + b, 0));
    }
    const page = await call<Page>('POST', chainApi.entPage.path, { induChainId: 'IC', size: 1 });
    expect(page.body.data.total).toBe(map.chain.companyCount);
  });

  it('opens a node code on its chain and highlights a company’s nodes', async () => {
    const map = await nodesOf('IC');
    const leaf = map.nodes.find((n) => n.level === 3 && n.companyCount > 0)!;
    const page = await call<Page>('POST', chainApi.entPage.path, { induChainId: 'IC', nodeCode: leaf.code });
    const company = page.body.data.records[0]!;
    const opened = await nodesOf(leaf.code, company.companyId);
    expect(opened.chain.chainCode).toBe('IC');
    expect(opened.selected).toBe(leaf.code);
    expect(opened.highlighted).toContain(leaf.code);
  });

  it('pages a node’s companies with filters, each with the nodes it sits on', async () => {
    const map = await nodesOf('IC');
    const segment = map.nodes.find((n) => n.level === 2 && n.companyCount > 2)!;
    const leafNames = map.nodes.filter((n) => n.parentCode === segment.code).map((n) => n.name);
    const first = await call<Page>('POST', chainApi.entPage.path, {
      induChainId: 'IC',
      nodeCode: segment.code,
      size: 2,
    });
    expect(first.body.data.total).toBe(segment.companyCount);
    expect(first.body.data.records).toHaveLength(2);
    for (const r of first.body.data.records)
      expect(r.nodeNames.every((n) => leafNames.includes(n))).toBe(true);
    const second = await call<Page>('POST', chainApi.entPage.path, {
      induChainId: 'IC',
      nodeCode: segment.code,
      size: 2,
      current: 2,
    });
    expect(second.body.data.records[0]!.companyId).not.toBe(first.body.data.records[0]!.companyId);

    const operating = await call<Page>('POST', chainApi.entPage.path, {
      induChainId: 'IC',
      nodeCode: segment.code,
      regStatusCode: '1',
      size: 100,
    });
    expect(operating.body.data.records.every((r) => r.regStatusName === '在营')).toBe(true);
    expect(operating.body.data.records.every((r) => r.area.length > 0)).toBe(true);
    const description = await call<{
      companyCount: number;
      provinces: Array<{ regionCode: string; name: string; count: number }>;
    }>('GET', chainMapDataApi.nodeDescription.path, { nodeCode: segment.code });
    expect(description.body.data.companyCount).toBe(segment.companyCount);
    const province = description.body.data.provinces[0]!;
    expect(province.name).toMatch(/省|市|自治区/);
    const inProvince = await call<Page>('POST', chainApi.entPage.path, {
      induChainId: 'IC',
      nodeCode: segment.code,
      regionCode: province.regionCode.slice(0, 2),
    });
    expect(inProvince.body.data.total).toBe(province.count);
  });

  it('refuses a chain or node that does not exist, a node of another chain and a page of 100,000', async () => {
    expect((await call('POST', chainApi.getMapNodesById.path, { induChainId: 'NOPE' })).status).toBe(404);
    const nev = await nodesOf('NEV');
    expect(
      (await call('POST', chainApi.entPage.path, { induChainId: 'IC', nodeCode: nev.nodes[0]!.code })).status,
    ).toBe(404);
    expect((await call('GET', chainMapDataApi.nodeDescription.path, { nodeCode: 'ZZ99' })).status).toBe(404);
    expect((await call('POST', chainApi.entPage.path, { induChainId: 'IC', size: 100000 })).status).toBe(400);
    expect((await call('POST', chainApi.entPage.path, { induChainId: "IC'--" })).status).toBe(400);
    expect((await call('POST', chainApi.entPage.path, { induChainId: 'IC', regionCode: '3' })).status).toBe(
      400,
    );
  });
});

describe('a node’s companies by capital band and qualification', () => {
  const count = async (sqlText: string, params: unknown[]) =>
    Number((await t.db.query<{ n: number }>(sqlText, params))[0]!.n);
  type Page = { total: number; records: Array<{ regCapital: number; companyId: string }> };

  it('keeps the band’s companies and the tag’s, as getEntSearchConditions counts them', async () => {
    const conditions = await call<{
      capital: Array<{ code: string; count: number }>;
      tags: Array<{ code: string; count: number }>;
    }>('POST', chainApi.searchConditions.path, { induChainId: 'NEV' });
    const band = conditions.body.data.capital.find((c) => c.code === '100')!;
    const page = await call<Page>('POST', chainApi.entPage.path, {
      induChainId: 'NEV',
      capitalBand: 100,
      size: 50,
    });
    expect(page.body.data.total).toBe(band.count);
    expect(page.body.data.total).toBe(
      await count(
        `select count(distinct l.company_id) as n from company_layouts l join companies c using (company_id)
         where l.chain_code = 'NEV' and c.reg_capital >= 100 and c.reg_capital < 500`,
        [],
      ),
    );
    expect(page.body.data.records.every((r) => r.regCapital >= 100 && r.regCapital < 500)).toBe(true);

    const tag = conditions.body.data.tags[0]!;
    const tagged = await call<Page>('POST', chainApi.entPage.path, { induChainId: 'NEV', tag: tag.code });
    expect(tagged.body.data.total).toBe(tag.count);

    const bad = await call('POST', chainApi.entPage.path, { induChainId: 'NEV', capitalBand: 123 });
    expect(bad.status).toBe(400);
  });

  it('pages combined filters as the company rows answer them, in capital order', async () => {
    // The page reads the placements' copies of the company columns: they mirror the companies.
    expect(
      await count(
        `select count(*) as n from company_layouts l join companies c using (company_id)
         where (l.company_name, l.region_code, l.reg_status_code, l.reg_status_name, l.reg_capital,
             l.qualification_tags, l.es_dt, l.is_listed)
           is distinct from (c.company_name, c.region_code, c.reg_status_code, c.reg_status_name, c.reg_capital,
             c.qualification_tags, c.es_dt, c.is_listed)`,
        [],
      ),
    ).toBe(0);
    const expected = await t.db.query<{ company_id: string }>(
      `select c.company_id from companies c
       where c.company_id in (select company_id from company_layouts where chain_code = 'NEV')
         and c.reg_status_code = '1' and c.company_name like '%有限%'
       order by c.reg_capital desc, c.company_id`,
    );
    expect(expected.length).toBeGreaterThan(6);
    const page = await call<Page>('POST', chainApi.entPage.path, {
      induChainId: 'NEV',
      regStatusCode: '1',
      keyword: '有限',
      size: 3,
      current: 2,
    });
    expect(page.body.data.total).toBe(expected.length);
    expect(page.body.data.records.map((r) => r.companyId)).toEqual(
      expected.slice(3, 6).map((r) => r.company_id),
    );
    const wildcard = await call<Page>('POST', chainApi.entPage.path, { induChainId: 'NEV', keyword: '%' });
    expect(wildcard.status).toBe(400);
  });
});
