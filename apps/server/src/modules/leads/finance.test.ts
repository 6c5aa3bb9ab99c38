import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadsApi } from '@platform/contracts';
import { monthsBeforeInChina } from '../../lib/china-time';
import { createTestApp, endpointClient, loginToken, type TestApp } from '../../test/test-app';

/** 金融拓客's signals (docs/leads.md): financial profile filters, their reasons, product tags. */

let t: TestApp;
const tokens: Record<string, string> = {};
const ID = { zhoulei: '1000000000000000008', sunli: '1000000000000000009' };
const { call, ok } = endpointClient(
  () => t.app,
  () => tokens.chenjing ?? null,
);
type Row = Record<string, unknown>;

/** Per company: revenue growth of the latest year over the one before and its debt ratio, in JS. */
interface Fin {
  growth: number | null;
  ratio: number | null;
}
let fins: Map<string, Fin>;

beforeAll(async () => {
  t = await createTestApp({}, { companies: 120 });
  for (const u of ['chenjing', 'zhoulei', 'sunli', 'lina']) tokens[u] = (await loginToken(t.app, u)).access;
  const rows = await t.db.query<{ company_id: string; yr: number; revenue: string; a: string; l: string }>(
    `select company_id, yr, revenue::text as revenue, total_assets::text as a, total_liabilities::text as l
     from company_financials order by company_id, yr desc`,
  );
  fins = new Map();
  const byCompany = new Map<string, typeof rows>();
  for (const r of rows) byCompany.set(r.company_id, [...(byCompany.get(r.company_id) ?? []), r]);
  for (const [id, [latest, prev]] of byCompany) {
    const rev = Number(latest!.revenue);
    const before = prev ? Number(prev.revenue) : 0;
    fins.set(id, {
      growth: before > 0 ? ((rev - before) / before) * 100 : null,
      ratio: Number(latest!.a) > 0 ? (Number(latest!.l) / Number(latest!.a)) * 100 : null,
    });
  }
});
afterAll(() => t.close());

const count = async (profile: Row) => (await ok(leadsApi.profileCount, { profile })).total as number;
const countWhere = (pred: (f: Fin) => boolean) => [...fins.values()].filter(pred).length;
async function direct(where: string): Promise<number> {
  const [r] = await t.db.query<{ n: number }>(`select count(*)::int as n from companies where ${where}`);
  return r!.n;
}

describe('financial signals of a profile', () => {
  it('narrows by state ownership and outward investment, as a direct count does', async () => {
    const all = await count({});
    const state = await count({ stateOwned: true });
    expect(state).toBe(await direct(`company_type_tag = '国有企业'`));
    expect(state).toBeGreaterThan(0);
    expect(state).toBeLessThan(all);
    expect(await count({ stateOwned: false })).toBe(all - state);
    const investing = await count({ investsOthers: true });
    expect(investing).toBe(await direct('invest_cnt > 0'));
    expect(investing).toBeGreaterThan(0);
    expect(await count({ investsOthers: false })).toBe(all - investing);
    expect(await count({ stateOwned: true, investsOthers: true })).toBe(
      await direct(`company_type_tag = '国有企业' and invest_cnt > 0`),
    );
  });

  it('narrows by revenue growth and debt ratio on the latest two years; no financials, no match', async () => {
    expect(fins.size).toBeGreaterThan(0);
    const growing = await count({ revenueGrowthMin: 0 });
    expect(growing).toBeGreaterThan(0);
    expect(growing).toBeLessThan(await count({}));
    for (const min of [-50, 0, 10]) {
      const n = await count({ revenueGrowthMin: min });
      expect(n, `growth ≥ ${min}`).toBe(countWhere((f) => f.growth !== null && f.growth >= min - 1e-9));
    }
    const band = await count({ debtRatioMin: 30, debtRatioMax: 60 });
    expect(band).toBe(countWhere((f) => f.ratio !== null && f.ratio >= 30 && f.ratio <= 60));
    expect(band).toBeGreaterThan(0);
    // Every company with financials has a ratio in 0..100 or above; none without financials matches.
    expect(await count({ debtRatioMin: 0 })).toBe(countWhere((f) => f.ratio !== null && f.ratio >= 0));
    expect(await count({ debtRatioMax: 50 })).toBe(countWhere((f) => f.ratio !== null && f.ratio <= 50));
    // ANDed with the rest.
    const both = await count({ revenueGrowthMin: 0, debtRatioMax: 60, stateOwned: false });
    const [notState] = await t.db.query<{ ids: string[] }>(
      `select coalesce(array_agg(company_id), '{}') as ids from companies where company_type_tag <> '国有企业'`,
    );
    const allowed = new Set(notState!.ids);
    expect(both).toBe(
      [...fins].filter(
        ([id, f]) =>
          allowed.has(id) && f.growth !== null && f.growth >= 0 && f.ratio !== null && f.ratio <= 60,
      ).length,
    );
  });

  it('says why each matched: state-owned, investments, growth and ratio with their values', async () => {
    const page = await ok(leadsApi.profileSearch, {
      profile: { revenueGrowthMin: -100, debtRatioMin: 0, debtRatioMax: 100 },
      size: 50,
    });
    expect(page.total).toBeGreaterThan(0);
    for (const r of page.records as Row[]) {
      const f = fins.get(r.companyId as string)!;
      const reasons = r.reasons as { code: string; params: Row }[];
      const growth = reasons.find((x) => x.code === 'revenueGrowth')!;
      expect(growth.params.growth).toBeCloseTo(Math.round(f.growth! * 10) / 10, 5);
      expect(growth.params.year).toBeGreaterThan(2000);
      const ratio = reasons.find((x) => x.code === 'debtRatio')!;
      expect(ratio.params.ratio).toBeCloseTo(Math.round(f.ratio! * 10) / 10, 5);
    }
    const state = await ok(leadsApi.profileSearch, { profile: { stateOwned: true, investsOthers: true } });
    for (const r of state.records as Row[]) {
      const codes = (r.reasons as { code: string; params: Row }[]).map((x) => x.code);
      expect(codes).toEqual(expect.arrayContaining(['stateOwned', 'investsOthers']));
    }
  });

  it('narrows by a recent investment round, as a direct count does, and quotes the latest round', async () => {
    for (const months of [6, 12, 24, 36] as const) {
      const since = monthsBeforeInChina(new Date(), months);
      const [direct] = await t.db.query<{ n: number }>(
        'select count(distinct company_id)::int as n from org_investments where invest_date >= $1::date',
        [since],
      );
      expect(await count({ financedWithinMonths: months }), `${months} months`).toBe(direct!.n);
    }
    const recent = await ok(leadsApi.profileSearch, { profile: { financedWithinMonths: 36 }, size: 20 });
    expect(recent.total).toBeGreaterThan(0);
    const since = monthsBeforeInChina(new Date(), 36);
    for (const r of recent.records as Row[]) {
      const reason = (r.reasons as { code: string; params: Row }[]).find(
        (x) => x.code === 'recentFinancing',
      )!;
      const [latest] = await t.db.query<{ d: string; round: string }>(
        'select invest_date::text as d, round from org_investments where company_id = $1 order by invest_date desc limit 1',
        [r.companyId],
      );
      expect(reason.params).toEqual({ date: latest!.d, round: latest!.round });
      expect(String(reason.params.date) >= since).toBe(true);
    }
    expect((await call(leadsApi.profileCount, { profile: { financedWithinMonths: 7 } })).status).toBe(400);
  });

  it('narrows by a recent capital increase, as a direct count does, and quotes the latest increase', async () => {
    const increases = `from company_changes where kind = 'capital' and after_amount > before_amount`;
    for (const months of [6, 12, 24, 36] as const) {
      const since = monthsBeforeInChina(new Date(), months);
      const [direct] = await t.db.query<{ n: number }>(
        `select count(distinct company_id)::int as n ${increases} and changed_on >= $1::date`,
        [since],
      );
      expect(await count({ capitalIncreasedWithinMonths: months }), `${months} months`).toBe(direct!.n);
    }
    const since = monthsBeforeInChina(new Date(), 36);
    const recent = await ok(leadsApi.profileSearch, {
      profile: { capitalIncreasedWithinMonths: 36 },
      size: 20,
    });
    expect(recent.total).toBeGreaterThan(0);
    for (const r of recent.records as Row[]) {
      const reason = (r.reasons as { code: string; params: Row }[]).find(
        (x) => x.code === 'capitalIncrease',
      )!;
      const [latest] = await t.db.query<{ d: string; before: number; after: number }>(
        `select changed_on::text as d, before_amount::float8 as before, after_amount::float8 as after
         ${increases} and company_id = $1 order by changed_on desc limit 1`,
        [r.companyId],
      );
      expect(reason.params).toEqual({ date: latest!.d, before: latest!.before, after: latest!.after });
      expect(latest!.after).toBeGreaterThan(latest!.before);
      expect(String(reason.params.date) >= since).toBe(true);
    }
    // ANDed with the other signals.
    const [both] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from companies c where company_type_tag <> '国有企业'
       and exists (select 1 ${increases} and company_id = c.company_id and changed_on >= $1::date)`,
      [since],
    );
    expect(await count({ capitalIncreasedWithinMonths: 36, stateOwned: false })).toBe(both!.n);
    for (const bad of [7, 0, '12', null]) {
      const r = await call(leadsApi.profileCount, { profile: { capitalIncreasedWithinMonths: bad } });
      expect(r.status, String(bad)).toBe(400);
      expect(r.body.msg).toContain('capitalIncreasedWithinMonths');
    }
  });

  it('refuses nonsense ranges with a 400 naming the field', async () => {
    for (const [profile, field] of [
      [{ debtRatioMin: 70, debtRatioMax: 20 }, 'debtRatioMin'],
      [{ debtRatioMax: 120 }, 'debtRatioMax'],
      [{ debtRatioMin: -5 }, 'debtRatioMin'],
      [{ revenueGrowthMin: -150 }, 'revenueGrowthMin'],
      [{ revenueGrowthMin: 20_000 }, 'revenueGrowthMin'],
    ] as const) {
      const r = await call(leadsApi.profileCount, { profile });
      expect(r.status, JSON.stringify(profile)).toBe(400);
      expect(r.body.msg).toContain(field);
    }
  });
});

describe('product tags on leads', () => {
  it('sets products on chosen leads, shows and filters them; replaces and clears', async () => {
    const list = await ok(leadsApi.listCreate, { name: '金融名单', profile: {}, top: 6 });
    const leads = (await ok(leadsApi.leadPage, { listId: list.listId, size: 50 })).records as Row[];
    expect(leads[0]!.productTags).toEqual([]);
    const ids = leads.slice(0, 3).map((l) => l.leadId as string);
    const set = await ok(leadsApi.leadProducts, { leadIds: ids, tags: ['bond', 'workingCapital'] });
    expect(set.changed).toBe(3);
    await ok(leadsApi.leadProducts, { leadIds: [leads[3]!.leadId], tags: ['equity'] });
    const page = (await ok(leadsApi.leadPage, { listId: list.listId, size: 50 })).records as Row[];
    const by = new Map(page.map((l) => [l.leadId, l.productTags]));
    expect(by.get(ids[0])).toEqual(['workingCapital', 'bond']);
    expect(by.get(leads[3]!.leadId)).toEqual(['equity']);
    const bonds = (await ok(leadsApi.leadPage, { listId: list.listId, productTag: 'bond', size: 50 }))
      .records as Row[];
    expect(bonds.map((l) => l.leadId).sort()).toEqual([...ids].sort());
    const [direct] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from leads where list_id = $1 and 'bond' = any(product_tags)`,
      [list.listId],
    );
    expect(direct!.n).toBe(3);
    expect((await ok(leadsApi.leadPage, { listId: list.listId, productTag: 'leasing' })).total).toBe(0);
    await ok(leadsApi.leadProducts, { leadIds: [ids[0]], tags: [] });
    expect((await ok(leadsApi.leadPage, { listId: list.listId, productTag: 'bond' })).total).toBe(2);
    expect((await call(leadsApi.leadProducts, { leadIds: [ids[0]], tags: ['mortgage'] })).status).toBe(400);
  });

  it('lets only who may work a lead set its products (403), and hides others’ leads (404)', async () => {
    const list = await ok(leadsApi.listCreate, { name: '金融权限', profile: {}, top: 3 });
    const leads = (await ok(leadsApi.leadPage, { listId: list.listId })).records as Row[];
    const [mine, his] = [leads[0]!.leadId, leads[1]!.leadId];
    // Private: 周磊 does not see the list.
    expect(
      (await call(leadsApi.leadProducts, { leadIds: [mine], tags: ['bond'] }, tokens.zhoulei)).body.code,
    ).toBe(404);
    await ok(leadsApi.listShare, { listId: list.listId, share: 'organisation' });
    await ok(leadsApi.leadAssign, {
      listId: list.listId,
      mode: 'manual',
      leadIds: [his],
      assigneeId: ID.zhoulei,
    });
    // Seen but not his lead: 403, and nothing written.
    const refused = await call(
      leadsApi.leadProducts,
      { leadIds: [mine, his], tags: ['bond'] },
      tokens.zhoulei,
    );
    expect(refused.body.code).toBe(403);
    expect(refused.body.msg).toBe('只有线索的负责人、名单创建人或组织管理员可以跟进该线索');
    expect((await ok(leadsApi.leadPage, { listId: list.listId, productTag: 'bond' })).total).toBe(0);
    // His own lead: allowed.
    expect(
      (await ok(leadsApi.leadProducts, { leadIds: [his], tags: ['leasing'] }, tokens.zhoulei)).changed,
    ).toBe(1);
    // Another tenant (without the purchase, then with it): never the lead.
    await t.db.query(
      `insert into tenant_purchases (id, tenant_id, business_type, product_id, region_code, starts_at, expires_at, source)
       values ('test-live-finance-tags', '200001', 11, 'P1002', '', now() - interval '1 day', now() + interval '30 days', 'test')
       on conflict do nothing`,
    );
    expect(
      (await call(leadsApi.leadProducts, { leadIds: [his], tags: ['bond'] }, tokens.lina)).body.code,
    ).toBe(404);
  });
});
