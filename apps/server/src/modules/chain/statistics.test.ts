import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainAlgorithmApi, chainApi, chainMapDataApi, type ChainStatistics } from '@platform/contracts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { companies: 400 });
});
afterAll(() => t.close());

async function call<T>(ep: { method: string; path: string }, payload: Record<string, unknown>) {
  const res = await t.app.inject({
    method: ep.method as 'GET' | 'POST',
    url: ep.path,
    ...(ep.method === 'GET' ? { query: payload as Record<string, string> } : { payload }),
  });
  return { status: res.statusCode, ...(res.json() as { data: T; msg: string }) };
}
const sum = (rows: Array<{ count: number }>) => rows.reduce((s, r) => s + r.count, 0);
const countOf = (sqlText: string, params: unknown[]) =>
  t.db.query<{ n: number }>(sqlText, params).then((r) => Number(r[0]!.n));

describe('chain statistics', () => {
  it('counts a chain’s companies by province, status, capital and decade, each adding up to the total', async () => {
    const all = await call<ChainStatistics>(chainMapDataApi.statistics, { induChainId: 'NEV' });
    const expected = await countOf(
      'select count(distinct company_id) as n from company_layouts where chain_code = $1',
      ['NEV'],
    );
    expect(all.data.total).toBe(expected);
    expect(sum(all.data.statuses)).toBe(expected);
    expect(sum(all.data.capital)).toBe(expected);
    expect(sum(all.data.founded)).toBeLessThanOrEqual(expected);
    expect(all.data.regions.every((r) => /^\d{2}$/.test(r.code) && r.name)).toBe(true);
    const listed = await countOf(
      'select count(distinct l.company_id) as n from company_layouts l join companies c using (company_id) where l.chain_code = $1 and c.is_listed',
      ['NEV'],
    );
    expect(all.data.listed).toBe(listed);

    // Within the first province: its cities, adding up to the province's count.
    const province = all.data.regions[0]!;
    const inProvince = await call<ChainStatistics>(chainMapDataApi.statistics, {
      induChainId: 'NEV',
      regionCode: province.code,
    });
    expect(inProvince.data.total).toBe(province.count);
    expect(
      inProvince.data.regions.every((r) => r.code.startsWith(province.code) && r.code.length === 4),
    ).toBe(true);
    const next = await call<{ regions: typeof all.data.regions }>(chainApi.areaDictNext, {
      induChainId: 'NEV',
      regionCode: province.code,
    });
    expect(next.data.regions).toEqual(inProvince.data.regions);
    const dict = await call<{ regions: typeof all.data.regions }>(chainApi.areaDict, { induChainId: 'NEV' });
    expect(dict.data.regions).toEqual(all.data.regions);
  });

  it('gives every node’s count within a region, a node’s pop-up and the strongest companies', async () => {
    const map = await call<{ nodes: Array<{ code: string; level: number; companyCount: number }> }>(
      chainApi.getMapNodesById,
      { induChainId: 'NEV' },
    );
    const all = await call<{ counts: Array<{ code: string; companyCount: number }> }>(chainApi.nodeCounts, {
      induChainId: 'NEV',
    });
    expect(all.data.counts).toEqual(
      map.data.nodes.map((n) => ({ code: n.code, companyCount: n.companyCount })),
    );
    const stats = await call<ChainStatistics>(chainMapDataApi.statistics, { induChainId: 'NEV' });
    const province = stats.data.regions[0]!.code;
    const regional = await call<{ counts: Array<{ code: string; companyCount: number }> }>(
      chainApi.nodeCounts,
      {
        induChainId: 'NEV',
        regionCode: province,
      },
    );
    const leaf = map.data.nodes.find((n) => n.level === 2 && n.companyCount > 0)!;
    const inRegion = regional.data.counts.find((c) => c.code === leaf.code)!.companyCount;
    const page = await call<{ total: number }>(chainApi.entPage, {
      induChainId: 'NEV',
      nodeCode: leaf.code,
      regionCode: province,
    });
    expect(inRegion).toBe(page.data.total);
    expect(inRegion).toBeLessThanOrEqual(leaf.companyCount);

    const popup = await call<{ companyCount: number; topCompanies: Array<{ regCapital: number }> }>(
      chainAlgorithmApi.popup,
      {
        nodeCode: leaf.code,
      },
    );
    expect(popup.data.companyCount).toBe(leaf.companyCount);
    expect(popup.data.topCompanies.length).toBe(Math.min(5, leaf.companyCount));
    const capitals = popup.data.topCompanies.map((c) => c.regCapital);
    expect(capitals).toEqual([...capitals].sort((a, b) => b - a));

    const recommended = await call<Array<{ totalScore: number }>>(chainApi.entRecommend, {
      induChainId: 'NEV',
      size: 5,
    });
    const scores = recommended.data.map((c) => c.totalScore);
    expect(scores).toHaveLength(5);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('refuses an unknown chain or node, a bad region and an oversized list', async () => {
    expect((await call(chainMapDataApi.statistics, { induChainId: 'NOPE' })).status).toBe(404);
    expect((await call(chainAlgorithmApi.popup, { nodeCode: 'NOPE01' })).msg).toMatch(/^产业链节点不存在/);
    expect((await call(chainApi.nodeCounts, { induChainId: 'NEV', regionCode: '123' })).status).toBe(400);
    expect((await call(chainApi.entRecommend, { induChainId: 'NEV', size: 100000 })).status).toBe(400);
    expect((await call(chainMapDataApi.statistics, { induChainId: 'NEV', nodeCode: 'IC01' })).status).toBe(
      404,
    );
  });
});
