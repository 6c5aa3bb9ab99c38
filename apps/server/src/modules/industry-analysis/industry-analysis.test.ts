import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAIN_EXPORT_LIMITS,
  COMPARE_METRICS,
  INDUSTRY_ANALYSIS_LIMITS as L,
  chainApi,
  industryAnalysisApi as api,
  message,
} from '@platform/contracts';
import { createTestApp, endpointClient, loginToken, type TestApp } from '../../test/test-app';
import { scoresOf } from './service';

/** 产业分析 and 对标分析 (docs/industry-analysis.md): figures against the data, comparison, validation, export. */

let t: TestApp;
let token = '';
const { call, ok } = endpointClient(
  () => t.app,
  () => null,
);
const one = async <T>(text: string) => (await t.db.query<T>(text))[0]!;
/** The chain and city with the most companies, and the two next cities on it. */
let chain = '';
let city = '';
let others: string[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { companies: 400 });
  token = (await loginToken(t.app, 'chenjing')).access;
  const top = await one<{ chain: string }>(
    `select n.node as chain from company_profiles p cross join lateral unnest(p.node_paths) as n(node)
     where n.node ~ '^[A-Z]+$' group by 1 order by count(*) desc, 1 limit 1`,
  );
  chain = top.chain;
  const cities = await t.db.query<{ city_code: string }>(
    `select city_code from company_profiles where node_paths @> array['${chain}']::text[]
     and city_code <> province_code group by 1 order by count(*) desc, 1 limit 3`,
  );
  const codes = cities.map((c) => c.city_code);
  city = codes[0]!;
  others = codes.slice(1);
});
afterAll(async () => t.close());

describe('产业分析', () => {
  it('counts the chain in the region as the profiles say, public', async () => {
    const a = await ok(api.analysis, { regionCode: city, chainCode: chain });
    const expected = await one<{ n: number; patents: number; capital: number }>(
      `select count(*)::int as n, (count(*) filter (where has_patents))::int as patents,
        coalesce(sum(reg_capital), 0)::float8 as capital from company_profiles
       where city_code = '${city}' and node_paths @> array['${chain}']::text[]`,
    );
    expect(a.summary.companies).toBe(Number(expected.n));
    expect(a.summary.companies).toBeGreaterThan(0);
    expect(a.summary.patenting).toBe(Number(expected.patents));
    expect(a.summary.capital).toBeCloseTo(Number(expected.capital), 0);
    const sum = (xs: Array<{ count: number }>) => xs.reduce((s, x) => s + x.count, 0);
    expect(sum(a.capitalBands)).toBe(a.summary.companies);
    expect(sum(a.statuses)).toBe(a.summary.companies);
    expect(sum(a.scales)).toBe(a.summary.companies);
    expect(sum(a.ageBands)).toBeLessThanOrEqual(a.summary.companies);
    expect(a.growth).toHaveLength(L.years);
    expect(a.growth.at(-1).year).toBe(new Date().getUTCFullYear());
    expect(a.topCompanies.length).toBe(Math.min(L.topCompanies, a.summary.companies));
    const scores = a.topCompanies.map((c: { totalScore: number }) => c.totalScore);
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
    expect(a.summary.nationalCompanies).toBeGreaterThanOrEqual(a.summary.companies);
    expect(a.nodes.length).toBe(a.summary.nodesTotal);
    for (const n of a.nodes) {
      expect(n.nationalCompanies).toBeGreaterThanOrEqual(n.companies);
      if (n.nationalCompanies)
        expect(n.nationShare).toBeCloseTo((100 * n.companies) / n.nationalCompanies, 1);
    }
    // A province and a county read the same way.
    const province = `${city.slice(0, 2)}0000`;
    const p = await ok(api.analysis, { regionCode: province, chainCode: chain });
    expect(p.level).toBe(1);
    expect(p.summary.companies).toBeGreaterThanOrEqual(a.summary.companies);
  });

  it('reads its statuses, qualifications and years from the kept counts as the profiles group them', async () => {
    const a = await ok(api.analysis, { regionCode: city, chainCode: chain });
    const scope = `city_code = '${city}' and node_paths @> array['${chain}']::text[]`;
    const grouped = async (sql: string) =>
      (await t.db.query<{ key: string; n: number }>(sql)).map((r) => ({
        key: String(r.key),
        count: Number(r.n),
      }));
    const byKey = (xs: Array<{ key: string; count: number }>) =>
      Object.fromEntries(xs.map((x) => [x.key, x.count]));
    expect(byKey(a.statuses)).toEqual(
      byKey(
        await grouped(
          `select reg_status_code as key, count(*)::int as n from company_profiles where ${scope} group by 1`,
        ),
      ),
    );
    const qualifications = await grouped(
      `select q.tag as key, count(*)::int as n from company_profiles cross join lateral unnest(qualification_tags) as q(tag)
       where ${scope} group by 1 order by 2 desc, 1 limit ${L.qualifications}`,
    );
    expect(a.qualifications.map((q: { count: number }) => q.count)).toEqual(
      qualifications.map((q) => q.count),
    );
    const years = byKey(
      await grouped(
        `select extract(year from es_dt)::int as key, count(*)::int as n from company_profiles where ${scope} group by 1`,
      ),
    );
    for (const g of a.growth as Array<{ year: number; count: number }>)
      expect(g.count).toBe(years[g.year] ?? 0);
  });

  it('refuses a region or chain that does not exist, and bad shapes, with clear messages', async () => {
    const region = await call(api.analysis, { regionCode: '990000', chainCode: chain });
    expect(region.status).toBe(400);
    expect(region.body.msg).toBe(message('industryAnalysisRegionUnknown', 'zh'));
    const en = await t.app.inject({
      method: 'GET',
      url: `${api.analysis.path}?regionCode=990000&chainCode=${chain}`,
      headers: { 'accept-language': 'en' },
    });
    expect(en.json().msg).toBe(message('industryAnalysisRegionUnknown', 'en'));
    const unknownChain = await call(api.analysis, { regionCode: city, chainCode: 'NOPE' });
    expect(unknownChain.status).toBe(400);
    expect(unknownChain.body.msg).toBe(message('industryAnalysisChainUnknown', 'zh'));
    expect((await call(api.analysis, { regionCode: "33'--", chainCode: chain })).status).toBe(400);
    expect((await call(api.analysis, { regionCode: city, chainCode: 'ic;drop' })).status).toBe(400);
    const chains = await ok(api.chains);
    expect(chains.map((c: { value: string }) => c.value)).toContain(chain);
  });
});

describe('对标分析', () => {
  it('puts two regions side by side, scores 0–100 and marks the leader per row', async () => {
    const c = await ok(api.compare, { regionCodes: [city, others[0]].join(','), chainCode: chain });
    expect(c.regions.map((r: { regionCode: string }) => r.regionCode)).toEqual([city, others[0]]);
    expect(c.rows.map((r: { metric: string }) => r.metric)).toEqual([...COMPARE_METRICS]);
    const companies = c.rows.find((r: { metric: string }) => r.metric === 'companies');
    expect(companies.values).toEqual(
      c.regions.map((r: { summary: { companies: number } }) => r.summary.companies),
    );
    // The city with the most companies leads on companies and scores 100 on scale.
    expect(companies.leaders).toContain(city);
    expect(c.regions[0].scores.scale).toBe(100);
    for (const r of c.regions)
      for (const v of Object.values(r.scores) as number[]) {
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThanOrEqual(100);
      }
  });

  it('refuses fewer than two, more than four, repeats and unknown regions', async () => {
    const msg = async (regionCodes: string) =>
      (await call(api.compare, { regionCodes, chainCode: chain })).body.msg as string;
    expect(await msg(city)).toBe(message('industryAnalysisRegionCount', 'zh'));
    expect(await msg(['110000', '120000', '310000', '320000', '330000'].join(','))).toBe(
      message('industryAnalysisRegionCount', 'zh'),
    );
    expect(await msg(`${city},${city}`)).toBe(message('industryAnalysisRegionDuplicate', 'zh'));
    expect(await msg(`${city},990000`)).toBe(message('industryAnalysisRegionUnknown', 'zh'));
  });

  it('computes the scores as documented', () => {
    const a = (
      companies: number,
      capital: number,
      newCompanies: number,
      patenting: number,
      present: number,
    ) =>
      ({
        summary: { companies, capital, newCompanies, patenting, nodesPresent: present, nodesTotal: 10 },
      }) as never;
    expect(scoresOf([a(100, 1000, 50, 20, 10), a(50, 2000, 5, 20, 5)])).toEqual([
      { scale: 100, capital: 50, growth: 100, innovation: 50, presence: 100 },
      { scale: 50, capital: 100, growth: 20, innovation: 100, presence: 50 },
    ]);
    expect(scoresOf([a(0, 0, 0, 0, 0), a(0, 0, 0, 0, 0)])[0]).toEqual({
      scale: 0,
      capital: 0,
      growth: 0,
      innovation: 0,
      presence: 0,
    });
  });
});

describe('export', () => {
  const exportOf = (
    access: string | null,
    payload: Record<string, string> = { regionCode: city, chainCode: chain },
  ) =>
    t.app.inject({
      method: 'POST',
      url: api.export.path,
      payload,
      headers: access ? { authorization: `Bearer ${access}` } : {},
    });

  it('writes the analysis as .xlsx and counts its companies against the export quota', async () => {
    const before = await ok(chainApi.exportCount, {}, token);
    const res = await exportOf(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['概览', '产业链环节', '历年新成立', '重点企业']);
    const rows = Number(res.headers['x-export-rows']);
    expect(book.getWorksheet('重点企业')!.rowCount).toBe(rows + 1);
    const after = await ok(chainApi.exportCount, {}, token);
    expect(after.used).toBe(before.used + rows);
  });

  it('refuses a visitor, bad input and an exhausted quota, counting nothing', async () => {
    expect((await exportOf(null)).statusCode).toBe(401);
    expect((await exportOf(token, { regionCode: '990000', chainCode: chain })).statusCode).toBe(400);
    expect((await exportOf(token, { regionCode: 'x' })).statusCode).toBe(400);
    const tid = String(
      (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { tid: string }).tid,
    );
    // eslint-disable-next-line no-restricted-syntax -- the test sets up the tenant of the token
    await t.app.ctx.store
      .forTenant(tid)
      .updateTable('chain_export_quotas')
      .set({ used: CHAIN_EXPORT_LIMITS.tenantTotal })
      .execute();
    const refused = await exportOf(token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe(message('chainExportExceeded', 'zh'));
    expect((await ok(chainApi.exportCount, {}, token)).used).toBe(CHAIN_EXPORT_LIMITS.tenantTotal);
  });
});
