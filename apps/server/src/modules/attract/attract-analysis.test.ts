import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, attractAnalysisApi, attractProjectApi, bigdataApi, message } from '@platform/contracts';
import { createTestApp, endpointClient, loginToken, type TestApp } from '../../test/test-app';
import { generateRegionFacts, seedRegionFacts } from '../bigdata/demo';
import { statusOf } from './gaps';

/** 精准招商's analysis: regions and access, region facts, chain gaps, government-suggest (docs/attract.md). */

let t: TestApp;
const tokens: Record<string, string> = {};
const { call, ok } = endpointClient(
  () => t.app,
  () => tokens.chenjing ?? null,
);
const one = async <T>(text: string) => (await t.db.query<T>(text))[0]!;
const count = async (text: string) => Number((await one<{ n: string }>(text)).n);
/** The 苏州 county with the most companies (陈静's organisation bought 苏州市, 320500). */
let county = '';

beforeAll(async () => {
  t = await createTestApp({}, { companies: 400 });
  await seedRegionFacts(t.app.ctx.store);
  for (const u of ['chenjing', 'lina']) tokens[u] = (await loginToken(t.app, u)).access;
  const row = await one<{ region_code: string }>(
    `select region_code from companies where city_code = '320500' and region_code <> city_code
     group by 1 order by count(*) desc, 1 limit 1`,
  );
  county = row.region_code;
});
afterAll(async () => t.close());

describe('regions and access', () => {
  it('refuses without type 4, and a region not bought, writing nothing', async () => {
    expect((await call(attractAnalysisApi.regions, {}, null)).status).toBe(401);
    const lina = await call(attractAnalysisApi.regionOverview, { regionCode: county }, tokens.lina);
    expect(lina.body.code).toBe(ResultCode.PURCHASE_NEEDED);
    const elsewhere = await call(attractAnalysisApi.chainGaps, { regionCode: '110101', chainCode: 'IC' });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.code).toBe(ResultCode.PURCHASE_NEEDED);
    expect(elsewhere.body.msg).toBe(message('attractRegionNotBought', 'zh'));
    const suggest = await call(attractAnalysisApi.governmentSuggest, {
      regionCode: '440305',
      chainCode: 'IC',
    });
    expect(suggest.body.code).toBe(ResultCode.PURCHASE_NEEDED);
    expect((await call(attractAnalysisApi.regionOverview, { regionCode: '990000' })).status).toBe(400);
    expect((await call(attractAnalysisApi.regionOverview, { regionCode: "33'--" })).status).toBe(400);
    // Refused before anything is read: the counts are not even built yet.
    expect(await count('select count(*) as n from attract_node_stats_builds')).toBe(0);
  });

  it('lists the bought regions; a county of a bought city is covered', async () => {
    const regions = await ok(attractAnalysisApi.regions);
    expect(regions.anyRegion).toBe(false);
    expect(regions.regions.map((r: { regionCode: string }) => r.regionCode)).toEqual(['320500', '330106']);
    expect(regions.defaultRegionCode).toBe('330106');
    expect((await call(attractAnalysisApi.regionOverview, { regionCode: county })).body.code).toBe(
      ResultCode.SUCCESS,
    );
  });
});

describe('the region', () => {
  it('region-base carries the generated facts and parks (public), the old fields kept', async () => {
    const { body } = await call(bigdataApi.regionBase, { regionCode: '320500' }, null);
    expect(body.data).toMatchObject({ regionCode: '320500', level: 2 });
    expect(body.data.companyCount).toBeGreaterThanOrEqual(0);
    expect(body.data.facts).toMatchObject({ year: 2024, source: 'generated' });
    expect(body.data.facts.population).toBeGreaterThan(0);
    expect(body.data.facts.industries.length).toBeGreaterThan(0);
    expect(Array.isArray(body.data.parks)).toBe(true);
  });

  it('generates the same facts every time; a city adds up its counties', () => {
    const a = generateRegionFacts();
    const b = generateRegionFacts();
    expect(a).toEqual(b);
    const xihu = a.facts.find((f) => f.region_code === '330106')!;
    expect(xihu.level).toBe(3);
    const hz = a.facts.find((f) => f.region_code === '330100')!;
    const parts = a.facts.filter((f) => f.level === 3 && f.region_code.startsWith('3301'));
    const sum = parts.reduce((s, f) => s + f.population, 0);
    expect(Math.abs(hz.population - sum)).toBeLessThan(parts.length * 0.1);
  });

  it('compares the region’s chains with the national share', async () => {
    const o = await ok(attractAnalysisApi.regionOverview, { regionCode: '320500' });
    expect(o.region.regionCode).toBe('320500');
    expect(o.chains.length).toBe(6);
    const total = await count('select count(*) as n from company_profiles');
    const local = await count(`select count(*) as n from company_profiles where city_code = '320500'`);
    expect(o.regionShare).toBeCloseTo((local / total) * 100, 2);
    for (const c of o.chains) {
      const n = await count(
        `select count(*) as n from company_profiles where city_code = '320500' and '${c.chainCode}' = any(node_paths)`,
      );
      expect(c.localCount, c.chainCode).toBe(n);
    }
    expect(o.leadingChains.length).toBeLessThanOrEqual(3);
    for (const code of o.leadingChains)
      expect(o.chains.find((c: { chainCode: string }) => c.chainCode === code).localCount).toBeGreaterThan(0);
  });
});

describe('chain gaps', () => {
  it('classifies every node by its location quotient, with the figures', async () => {
    const g = await ok(attractAnalysisApi.chainGaps, { regionCode: county, chainCode: 'IC' });
    expect(g.chainName).toBe('集成电路');
    expect(g.peers.length).toBeGreaterThan(0);
    expect(g.peers.every((p: { regionCode: string }) => p.regionCode.startsWith('3205'))).toBe(true);
    expect(g.nodes.length).toBeGreaterThan(10);
    for (const n of g.nodes) {
      const local = await count(
        `select count(*) as n from company_profiles where region_code = '${county}' and '${n.nodeCode}' = any(node_paths)`,
      );
      expect(n.localCount, n.nodeCode).toBe(local);
      expect(n.status).toBe(
        statusOf(n.localCount, n.nationalCount, n.expected > 0 ? n.localCount / n.expected : 0),
      );
      expect(n.reasons.some((r: { code: string }) => r.code === 'lq')).toBe(true);
      if (n.status === 'missing') expect(n.reasons[0]).toMatchObject({ code: 'none' });
    }
    const s = g.summary;
    expect(s.missing + s.weak + s.average + s.strong).toBe(g.nodes.length);
    expect((await call(attractAnalysisApi.chainGaps, { regionCode: county, chainCode: 'ZZ' })).status).toBe(
      400,
    );
  });

  it('draws the lines at 0.8 and 1.25', () => {
    expect(statusOf(0, 5, 0)).toBe('missing');
    expect(statusOf(0, 0, 0)).toBe('average');
    expect(statusOf(1, 10, 0.79)).toBe('weak');
    expect(statusOf(1, 10, 0.8)).toBe('average');
    expect(statusOf(3, 10, 1.25)).toBe('strong');
  });
});

describe('government-suggest', () => {
  it('ranks companies outside the region on the gap nodes, each with its reasons', async () => {
    const g = await ok(attractAnalysisApi.chainGaps, { regionCode: '320500', chainCode: 'IC' });
    const s = await ok(attractAnalysisApi.governmentSuggest, {
      regionCode: '320500',
      chainCode: 'IC',
      size: 20,
    });
    const open = g.nodes.filter((n: { status: string; level: number }) =>
      ['missing', 'weak'].includes(n.status),
    );
    if (open.some((n: { level: number }) => n.level === 3))
      for (const n of s.nodes)
        expect(open.map((x: { nodeCode: string }) => x.nodeCode)).toContain(n.nodeCode);
    expect(s.records.length).toBeGreaterThan(0);
    let last = Infinity;
    for (const r of s.records) {
      expect(r.regionCode.slice(0, 4)).not.toBe('3205');
      expect(s.nodes.map((n: { nodeCode: string }) => n.nodeCode)).toContain(r.nodeCode);
      expect(r.score).toBeLessThanOrEqual(last);
      last = r.score;
      const points = r.reasons.reduce((sum: number, x: { points: number }) => sum + x.points, 0);
      expect(r.score).toBe(Math.min(100, points));
      const onNode = await count(
        `select count(*) as n from company_profiles where company_id = '${r.companyId}' and '${r.nodeCode}' = any(node_paths)`,
      );
      expect(onNode).toBe(1);
    }
    const page2 = await ok(attractAnalysisApi.governmentSuggest, {
      regionCode: '320500',
      chainCode: 'IC',
      size: 10,
      current: 2,
    });
    expect(page2.records.map((r: { companyId: string }) => r.companyId)).toEqual(
      s.records.slice(10, 20).map((r: { companyId: string }) => r.companyId),
    );
  });

  it('takes chosen nodes of the chain only', async () => {
    const bad = await call(attractAnalysisApi.governmentSuggest, {
      regionCode: '320500',
      chainCode: 'IC',
      nodeCodes: ['NEV01'],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe(`${message('attractNodeOutsideChain', 'zh')}: NEV01`);
    const asked = await ok(attractAnalysisApi.governmentSuggest, {
      regionCode: '320500',
      chainCode: 'IC',
      nodeCodes: ['IC02'],
    });
    for (const r of asked.records) expect(r.nodeCode.startsWith('IC02')).toBe(true);
  });

  it('marks a target that is already one of the organisation’s projects for the region', async () => {
    const input = { regionCode: '320500', chainCode: 'IC', size: 5 };
    const before = await ok(attractAnalysisApi.governmentSuggest, input);
    const [first, ...rest] = before.records as Array<{ companyId: string; inPipeline: boolean }>;
    expect(first?.inPipeline).toBe(false);
    await ok(attractProjectApi.projectCreate, {
      regionCode: '320500',
      companyId: first!.companyId,
      source: 'suggest',
    });
    const after = await ok(attractAnalysisApi.governmentSuggest, input);
    const flags = new Map(
      (after.records as Array<{ companyId: string; inPipeline: boolean }>).map((r) => [
        r.companyId,
        r.inPipeline,
      ]),
    );
    expect(flags.get(first!.companyId)).toBe(true);
    for (const r of rest) expect(flags.get(r.companyId)).toBe(false);
    // Another region's suggestions do not count 苏州's projects.
    const county = await ok(attractAnalysisApi.governmentSuggest, { ...input, regionCode: '330106' });
    expect(
      (county.records as Array<{ companyId: string; inPipeline: boolean }>).find(
        (r) => r.companyId === first!.companyId,
      )?.inPipeline ?? false,
    ).toBe(false);
  });
});
