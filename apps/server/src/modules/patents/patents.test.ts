import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATENT_LIMITS, message, patentApi as api, type Patent } from '@platform/contracts';
import { createTestApp, endpointClient, type TestApp } from '../../test/test-app';
import { patentCounts, patentPage } from './repo';
import { rebuildPatentStats } from './patent-stats';
import { stats } from './service';

/** 专利: the search, its filters, one company's patents and the statistics (docs/patents.md). */

let t: TestApp;
const { call, ok } = endpointClient(
  () => t.app,
  () => null,
);
type Row = { company_id: string; patent_no: string; kind: string; ipc: string; applied_on: string };
let rows: Row[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { companies: 300 });
  rows = await t.db.query<Row>(
    `select company_id, patent_no, kind, ipc, applied_on::text as applied_on from company_patents`,
  );
  expect(rows.length).toBeGreaterThan(20);
});
afterAll(async () => t.close());

describe('patent search', () => {
  it('counts the matches up to the cap and says when there are more', async () => {
    const db = t.app.ctx.store.db;
    const capped = await patentPage(db, {}, { current: 1, size: 3 }, 5);
    expect(capped).toEqual(expect.objectContaining({ total: 5, capped: true }));
    expect(capped.rows).toHaveLength(3);
    const exact = await patentPage(db, {}, { current: 1, size: 3 }, rows.length);
    expect(exact).toEqual(expect.objectContaining({ total: rows.length, capped: false }));
    const kind = await patentPage(db, { kind: 'design' }, { current: 1, size: 3 }, rows.length);
    expect(kind.total).toBe(rows.filter((r) => r.kind === 'design').length);
  });

  it('lists every patent newest application first, public, with its company', async () => {
    const page = await ok(api.page, { size: 50 });
    expect(page.total).toBe(rows.length);
    expect(page.totalCapped).toBe(false);
    const days = page.records.map((r: Patent) => r.appliedOn);
    expect([...days].sort().reverse()).toEqual(days);
    const first = page.records[0] as Patent;
    expect(first.companyName).not.toBe('');
    expect(first.patentNo).toMatch(/^CN\d{12}\.[\dX]$/);
  });

  it('matches a keyword in the title, the applicant or the number, literally', async () => {
    const first = (await ok(api.page, { size: 1 })).records[0] as Patent;
    const fragment = first.title.slice(2, 6);
    const byTitle = await ok(api.page, { keyword: fragment, size: 50 });
    expect(byTitle.total).toBeGreaterThan(0);
    expect(
      byTitle.records.every(
        (r: Patent) =>
          r.title.includes(fragment) || r.applicant.includes(fragment) || r.patentNo.includes(fragment),
      ),
    ).toBe(true);
    const byNumber = await ok(api.page, { keyword: first.patentNo });
    expect(byNumber.records.map((r: Patent) => r.patentId)).toEqual([first.patentId]);
    const noCn = await ok(api.page, { keyword: first.patentNo.slice(2, 12) });
    expect(noCn.records.map((r: Patent) => r.patentId)).toContain(first.patentId);
    const byApplicant = await ok(api.page, { keyword: first.applicant, size: 50 });
    expect(byApplicant.records.map((r: Patent) => r.patentId)).toContain(first.patentId);
    expect((await ok(api.page, { keyword: '%' })).total).toBe(0);
    expect((await ok(api.page, { keyword: '_' })).total).toBe(0);
  });

  it('pages a number prefix newest application first, as the list pages', async () => {
    const prefix = rows[0]!.patent_no.slice(0, 6);
    const matching = rows
      .filter((r) => r.patent_no.startsWith(prefix))
      .sort((a, b) => (a.applied_on === b.applied_on ? 0 : a.applied_on < b.applied_on ? 1 : -1));
    expect(matching.length).toBeGreaterThan(3);
    const all = await ok(api.page, { keyword: prefix.toLowerCase(), size: 50 });
    expect(all.total).toBe(Math.min(matching.length, PATENT_LIMITS.totalCap));
    const days = all.records.map((r: Patent) => r.appliedOn);
    expect([...days].sort().reverse()).toEqual(days);
    const second = await ok(api.page, { keyword: prefix, size: 2, current: 2 });
    expect(second.records.map((r: Patent) => r.patentId)).toEqual(
      all.records.slice(2, 4).map((r: Patent) => r.patentId),
    );
  });

  it('filters by kind, status, IPC prefix, days, chain and province', async () => {
    const inventions = await ok(api.page, { kind: 'invention', size: 50 });
    expect(inventions.total).toBe(rows.filter((r) => r.kind === 'invention').length);
    const granted = await ok(api.page, { status: 'granted', size: 50 });
    expect(granted.records.every((r: Patent) => r.status === 'granted')).toBe(true);
    const ipc = rows.find((r) => r.kind !== 'design' && r.ipc)!.ipc.slice(0, 4);
    const byIpc = await ok(api.page, { ipc: ipc.toLowerCase(), size: 50 });
    expect(byIpc.total).toBe(rows.filter((r) => r.ipc.startsWith(ipc)).length);
    const year = await ok(api.page, { from: '2024-01-01', to: '2024-12-31', size: 50 });
    expect(year.total).toBe(rows.filter((r) => r.applied_on.startsWith('2024')).length);

    const chains = await t.db.query<{ chain_code: string; n: string }>(
      `select l.chain_code, count(distinct p.id) as n from company_patents p
       join company_layouts l on l.company_id = p.company_id group by 1 order by 2 desc limit 1`,
    );
    const chain = chains[0]!;
    const byChain = await ok(api.page, { chainCode: chain.chain_code, size: 1 });
    expect(byChain.total).toBe(Number(chain.n));
    const provinces = await t.db.query<{ province_code: string; n: string }>(
      `select c.province_code, count(*) as n from company_patents p
       join companies c on c.company_id = p.company_id group by 1 order by 2 desc limit 1`,
    );
    const province = provinces[0]!;
    const byProvince = await ok(api.page, { provinceCode: province.province_code, size: 1 });
    expect(byProvince.total).toBe(Number(province.n));
  });

  it("pages one company's patents, and answers an unknown company with 404", async () => {
    const owner = rows[0]!.company_id;
    const mine = await ok(api.company, { companyId: owner, size: 50 });
    expect(mine.total).toBe(rows.filter((r) => r.company_id === owner).length);
    expect(mine.records.every((r: Patent) => r.companyId === owner)).toBe(true);
    const missing = await call(api.company, { companyId: '9999999999999' });
    expect([missing.status, missing.body.msg]).toEqual([404, message('companyNotFound', 'zh')]);
  });

  it('counts by kind, status, IPC class and year for all, a chain or a province', async () => {
    const all = await ok(api.stats, {});
    expect(all.total).toBe(rows.length);
    expect(all.kinds.map((k: { value: string }) => k.value)).toEqual(['invention', 'utility', 'design']);
    expect(all.kinds.find((k: { value: string }) => k.value === 'design').count).toBe(
      rows.filter((r) => r.kind === 'design').length,
    );
    expect(all.statuses.reduce((n: number, s: { count: number }) => n + s.count, 0)).toBe(rows.length);
    expect(all.ipcClasses.length).toBeLessThanOrEqual(PATENT_LIMITS.topIpc);
    const counts = all.ipcClasses.map((c: { count: number }) => c.count);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    const top = all.ipcClasses[0] as { value: string; count: number };
    expect(top.count).toBe(rows.filter((r) => r.kind !== 'design' && r.ipc.startsWith(top.value)).length);
    const year = new Date().getUTCFullYear();
    expect(all.years.map((y: { year: number }) => y.year)).toEqual(
      Array.from({ length: 10 }, (_, i) => year - 9 + i),
    );
    expect(all.years.reduce((n: number, y: { count: number }) => n + y.count, 0)).toBe(
      rows.filter((r) => Number(r.applied_on.slice(0, 4)) >= year - 9).length,
    );
    const chains = await t.db.query<{ chain_code: string }>(
      `select chain_code from company_layouts l join company_patents p on p.company_id = l.company_id limit 1`,
    );
    const chain = chains[0]!.chain_code;
    const byChain = await ok(api.stats, { chainCode: chain });
    expect(byChain.total).toBe((await ok(api.page, { chainCode: chain, size: 1 })).total);
    expect((await ok(api.stats, { chainCode: chain, provinceCode: '990000' })).total).toBe(0);
  });

  it('keeps the statistics of each chain and province as the live counts give them', async () => {
    const store = t.app.ctx.store;
    await rebuildPatentStats(store);
    const scopes = await t.db.query<{ chain_code: string; province_code: string }>(
      `select l.chain_code, c.province_code from company_layouts l
       join companies c on c.company_id = l.company_id
       join company_patents p on p.company_id = l.company_id
       group by 1, 2 order by count(*) desc limit 3`,
    );
    const year = new Date().getUTCFullYear();
    // A chain and a province together are counted live: the same figures as the kept single scopes'.
    const live = (scope: { chainCode?: string; provinceCode?: string }) =>
      stats(
        store,
        { ...scope, chainCode: scope.chainCode ?? '', provinceCode: scope.provinceCode ?? '' },
        year,
      );
    for (const { chain_code, province_code } of scopes) {
      const kept = await stats(store, { chainCode: chain_code }, year);
      const counted = await patentCounts(store.db, { chainCode: chain_code }, year - 9, PATENT_LIMITS.topIpc);
      expect(kept.total).toBe(counted.kinds.reduce((n, k) => n + Number(k.count), 0));
      expect(kept.ipcClasses).toEqual(
        counted.ipcClasses.map((c) => ({ value: c.value, count: Number(c.count) })),
      );
      const byProvince = await stats(store, { provinceCode: province_code }, year);
      const countedProvince = await patentCounts(store.db, { provinceCode: province_code }, year - 9, 10);
      expect(byProvince.years.reduce((n, y) => n + y.count, 0)).toBe(
        countedProvince.years.reduce((n, y) => n + Number(y.count), 0),
      );
      const both = await live({ chainCode: chain_code, provinceCode: province_code });
      expect(both.total).toBeLessThanOrEqual(Math.min(kept.total, byProvince.total));
    }
  });

  it('offers the chains and provinces to filter by', async () => {
    const facets = await ok(api.facets, {});
    expect(facets.chains.length).toBeGreaterThan(0);
    expect(facets.chains[0].label).not.toBe('');
    expect(facets.provinces.every((p: { value: string }) => /^\d{2}0000$/.test(p.value))).toBe(true);
    expect(facets.provinces[0].label).not.toMatch(/^\d+$/);
  });

  it('refuses nonsense filters with the field or message named', async () => {
    const range = await call(api.page, { from: '2026-02-01', to: '2026-01-01' });
    expect([range.status, range.body.msg]).toEqual([400, message('patentRangeInvalid', 'zh')]);
    const kind = await call(api.page, { kind: 'plant' });
    expect(kind.status).toBe(400);
    expect(JSON.stringify(kind.body)).toContain('kind');
    const size = await call(api.page, { size: 51 });
    expect([size.status, JSON.stringify(size.body).includes('size')]).toEqual([400, true]);
    expect((await call(api.page, { provinceCode: '440300' })).status).toBe(400);
    expect((await call(api.page, { ipc: 'H01M%' })).status).toBe(400);
    expect((await call(api.stats, { chainCode: 'ic-1' })).status).toBe(400);
    expect((await call(api.company, { companyId: 'abc' })).status).toBe(400);
  });
});
