import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interactionsApi, message, policyApi as api } from '@platform/contracts';
import { createTestApp, endpointClient, type TestApp } from '../../test/test-app';
import { U, tokenFor } from '../../test/chat-users';
import { isKnownRegionCode } from '../bigdata';
import { DEMO_POLICIES, generatePolicies, seedDemoPolicies } from './demo';
import { regionsAbove } from './service';

/**
 * 政策: the library's page, filters, detail, the company's policies and the collections
 * (docs/policies.md), on PGlite and (TEST_DB=postgres) PostgreSQL.
 */

let t: TestApp;
let lina = '';
let wangfang = '';
const { call, ok } = endpointClient(
  () => t.app,
  () => null,
);
type Row = {
  policyId: string;
  title: string;
  issuer: string;
  level: string;
  regionCode: string;
  chainCodes: string[];
  issuedOn: string;
  expiresOn: string | null;
  valid: boolean;
};

beforeAll(async () => {
  t = await createTestApp({}, { companies: 30 });
  expect(await seedDemoPolicies(t.app.ctx.store)).toBe(true);
  expect(await seedDemoPolicies(t.app.ctx.store)).toBe(false);
  lina = await tokenFor(t.app, U.lina);
  wangfang = await tokenFor(t.app, U.wangfang);
});
afterAll(async () => t.close());

describe('policies', () => {
  it('generates the same realistic library every time, on real regions', () => {
    const names = {
      province: (c: string) => c,
      city: (c: string) => `市${c}`,
      county: (c: string) => `县${c}`,
    };
    const a = generatePolicies(60, names);
    expect(a).toEqual(generatePolicies(60, names));
    expect(new Set(a.map((p) => p.level))).toEqual(new Set(['national', 'province', 'city', 'county']));
    for (const p of a) {
      if (p.level === 'national') expect(p.region_code).toBe('');
      else expect(isKnownRegionCode(p.region_code)).toBe(true);
      expect(p.measures.length).toBeGreaterThanOrEqual(3);
      if (p.expires_on) expect(p.expires_on > p.issued_on).toBe(true);
    }
  });

  it('lists newest first, public, with the facets the filters offer', async () => {
    const page = await ok(api.page, { size: 50 });
    expect(page.total).toBe(DEMO_POLICIES);
    const days = page.records.map((r: Row) => r.issuedOn);
    expect([...days].sort().reverse()).toEqual(days);
    const facets = await ok(api.facets, {});
    expect(facets.total).toBe(DEMO_POLICIES);
    expect(facets.levels.map((l: { value: string }) => l.value)).toEqual([
      'national',
      'province',
      'city',
      'county',
    ]);
    expect(facets.levels.map((l: { label: string }) => l.label)).toContain('国家级');
    const national = facets.levels[0].count;
    expect(facets.provinces.reduce((n: number, c: { count: number }) => n + c.count, 0)).toBe(
      DEMO_POLICIES - national,
    );
  });

  it('filters by level, province (its cities and counties too), chain, days, validity and keyword', async () => {
    const facets = await ok(api.facets, {});
    for (const level of facets.levels) {
      const byLevel = await ok(api.page, { level: level.value, size: 50 });
      expect(byLevel.total).toBe(level.count);
      expect(byLevel.records.every((r: Row) => r.level === level.value)).toBe(true);
    }
    const province = facets.provinces[0];
    const byProvince = await ok(api.page, { provinceCode: province.value, size: 50 });
    expect(byProvince.total).toBe(province.count);
    expect(byProvince.records.every((r: Row) => r.regionCode.startsWith(province.value.slice(0, 2)))).toBe(
      true,
    );
    expect(new Set(byProvince.records.map((r: Row) => r.level)).size).toBeGreaterThan(1);
    const chain = facets.chains[0];
    const byChain = await ok(api.page, { chainCode: chain.value, size: 50 });
    expect(byChain.total).toBe(chain.count);
    expect(byChain.records.every((r: Row) => r.chainCodes.includes(chain.value))).toBe(true);
    const year = await ok(api.page, { from: '2024-01-01', to: '2024-12-31', size: 50 });
    expect(year.total).toBeGreaterThan(0);
    expect(year.records.every((r: Row) => r.issuedOn.startsWith('2024'))).toBe(true);
    const valid = await ok(api.page, { validOnly: 'true', size: 50 });
    expect(valid.total).toBeLessThan(DEMO_POLICIES);
    expect(valid.records.every((r: Row) => r.valid)).toBe(true);
    const first = byChain.records[0] as Row;
    const word = await ok(api.page, { keyword: first.title.slice(2, 10), size: 50 });
    expect(word.records.map((r: Row) => r.policyId)).toContain(first.policyId);
    const byIssuer = await ok(api.page, { keyword: first.issuer, size: 50 });
    expect(
      byIssuer.records.every((r: Row) => r.issuer.includes(first.issuer) || r.title.includes(first.issuer)),
    ).toBe(true);
    expect((await ok(api.page, { keyword: '%' })).total).toBe(0);
    expect((await ok(api.page, { keyword: '_' })).total).toBe(0);
  });

  it('refuses nonsense with the field named, and an unknown policy with its message', async () => {
    const range = await call(api.page, { from: '2026-02-01', to: '2026-01-01' });
    expect([range.status, range.body.msg]).toEqual([400, message('policyRangeInvalid', 'zh')]);
    for (const [input, field] of [
      [{ from: '2026-13-40' }, 'from'],
      [{ level: 'galactic' }, 'level'],
      [{ provinceCode: '440300' }, 'provinceCode'],
      [{ chainCode: 'x;drop' }, 'chainCode'],
      [{ size: 500 }, 'size'],
    ] as const) {
      const res = await call(api.page, input);
      expect(res.status).toBe(400);
      expect(res.body.msg).toContain(field);
    }
    const missing = await call(api.detail, { id: '999999999' });
    expect([missing.status, missing.body.msg]).toEqual([404, message('policyNotFound', 'zh')]);
    expect(message('policyNotFound', 'zh')).toBe('该政策不存在');
    const bad = await call(api.detail, { id: 'abc' });
    expect([bad.status, bad.body.msg]).toEqual([400, expect.stringContaining('id')]);
  });

  it('answers the full text and measures, markup kept as text', async () => {
    const first = (await ok(api.page, { size: 1 })).records[0] as Row;
    const detail = await ok(api.detail, { id: first.policyId });
    expect(detail.title).toBe(first.title);
    expect(detail.paragraphs.length).toBeGreaterThan(3);
    expect(detail.measures.length).toBe(detail.measureCount);
    const markup = '<script>alert(1)</script><b>加粗</b>';
    const [row] = await t.db.query<{ id: string }>(
      `insert into policies (title, issuer, level, region_code, chain_codes, issued_on, paragraphs, measures)
       values ($1, '测试机关', 'province', '330000', '{}', '2020-01-01', $2, $3) returning id`,
      [
        `<i>标题</i>`,
        [markup, '第二段'],
        JSON.stringify([{ title: '<u>x</u>', content: markup, amount: 12.5 }]),
      ],
    );
    const shown = await ok(api.detail, { id: String(row!.id) });
    expect(shown.title).toBe('<i>标题</i>');
    expect(shown.paragraphs).toEqual([markup, '第二段']);
    expect(shown.measures).toEqual([{ title: '<u>x</u>', content: markup, amount: 12.5 }]);
    expect(shown.maxAmount).toBe(12.5);
    expect(shown.regionName).toBe('浙江省');
    await t.db.query('delete from policies where id = $1', [row!.id]);
  });

  it('finds the policies of a company: its county, city, province and national, on its chains', async () => {
    const companies = await t.db.query<{ company_id: string; region_code: string }>(
      `select c.company_id, c.region_code from companies c
       where exists (select 1 from company_layouts l where l.company_id = c.company_id)
       order by c.company_id limit 5`,
    );
    expect(companies.length).toBeGreaterThan(0);
    for (const c of companies) {
      const found = await ok(api.forCompany, { companyId: c.company_id, size: 20 });
      expect(found.regionCode).toBe(c.region_code);
      expect(found.chainCodes.length).toBeGreaterThan(0);
      expect(found.total).toBeGreaterThan(0);
      const regions = regionsAbove(c.region_code);
      for (const p of found.records as Row[]) {
        expect(p.level === 'national' || regions.includes(p.regionCode)).toBe(true);
        expect(p.chainCodes.length === 0 || p.chainCodes.some((x) => found.chainCodes.includes(x))).toBe(
          true,
        );
        expect(p.valid).toBe(true);
      }
    }
    expect(regionsAbove('330106')).toEqual(['330106', '330100', '330000']);
    const none = await call(api.forCompany, { companyId: 'nope' });
    expect(none.status).toBe(404);
  });

  it('collects a policy for its user only, lists it, and removes it', async () => {
    const before = await ok(interactionsApi.collectPolicyPage, {}, lina);
    const hers = await ok(interactionsApi.collectPolicyPage, {}, wangfang);
    const taken = [...before.records, ...hers.records].map((r: { targetId: string }) => r.targetId);
    const ids = (await ok(api.page, { size: 50 })).records.map((r: Row) => r.policyId);
    const target = ids.find((id: string) => !taken.includes(id))!;
    expect((await call(api.collect, { policyId: target })).status).toBe(401);
    expect(await ok(api.state, { policyId: target }, lina)).toEqual({ policyId: target, collected: false });
    expect(await ok(api.collect, { policyId: target }, lina)).toEqual({ policyId: target, collected: true });
    await ok(api.collect, { policyId: target }, lina);
    expect(await ok(api.state, { policyId: target }, lina)).toEqual({ policyId: target, collected: true });
    const page = await ok(interactionsApi.collectPolicyPage, {}, lina);
    expect(page.total).toBe(before.total + 1);
    expect(page.records[0]).toMatchObject({ targetKind: 'policy', targetId: target, readable: true });
    expect(page.records[0].title).toBeTruthy();
    expect((await ok(api.state, { policyId: target }, wangfang)).collected).toBe(false);
    const missing = await call(api.collect, { policyId: '999999999' }, lina);
    expect([missing.status, missing.body.msg]).toEqual([404, message('policyNotFound', 'zh')]);
    expect((await ok(interactionsApi.collectPolicyRemove, { policyIds: [target] }, wangfang)).changed).toBe(
      0,
    );
    expect(
      (await ok(interactionsApi.collectPolicyRemove, { policyIds: [target, '9999999999999999999'] }, lina))
        .changed,
    ).toBe(1);
    expect((await ok(interactionsApi.collectPolicyPage, {}, lina)).total).toBe(before.total);
  });
});
