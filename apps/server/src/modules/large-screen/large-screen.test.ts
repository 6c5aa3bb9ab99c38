import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { largeScreenApi as api, message, type ScreenEvent } from '@platform/contracts';
import { createTestApp, endpointClient, loginToken, type TestApp } from '../../test/test-app';

/** 产业大屏: a region's figures, chains, growth, sub-regions and events (docs/large-screen.md). */

let t: TestApp;
let lina = '';
const { call, ok } = endpointClient(
  () => t.app,
  () => lina,
);

beforeAll(async () => {
  t = await createTestApp({}, { companies: 300 });
  lina = (await loginToken(t.app, 'lina')).access;
});
afterAll(async () => t.close());

const scalar = async (text: string, params: unknown[] = []) =>
  Number((await t.db.query<{ n: string | number | null }>(text, params))[0]?.n ?? 0);

describe('large screen', () => {
  it('shows the nation: every company, its chains ranked, ten years and the provinces', async () => {
    const s = await ok(api.overview, {});
    expect(s.regionName).toBe('全国');
    expect(s.figures.companies).toBe(await scalar('select count(*) as n from company_profiles'));
    expect(s.growth.years).toHaveLength(10);
    expect(s.chains.length).toBeGreaterThan(0);
    const counts = s.chains.map((c: { companies: number }) => c.companies);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    expect(s.chains[0].share).toBe(1);
    expect(s.subregions.length).toBeGreaterThan(0);
    expect(s.subregions.every((r: { code: string }) => r.code.endsWith('0000'))).toBe(true);
  });

  it('shows a province with its share of the nation and its cities', async () => {
    const top = await t.db.query<{ province_code: string; n: string }>(
      `select province_code, count(*) as n from company_profiles group by 1 order by 2 desc limit 1`,
    );
    const province = top[0]!.province_code;
    const s = await ok(api.overview, { regionCode: province });
    expect(s.figures.companies).toBe(Number(top[0]!.n));
    expect(s.chains.every((c: { share: number }) => c.share > 0 && c.share <= 1)).toBe(true);
    expect(s.subregions.every((r: { code: string }) => r.code.startsWith(province.slice(0, 2)))).toBe(true);
  });

  it('streams the newest events of the region, and only later ones after an id', async () => {
    const all = await ok(api.events, {});
    expect(all.events.length).toBe(20);
    const ids = all.events.map((e: ScreenEvent) => BigInt(e.id));
    expect([...ids].sort((a, b) => (a < b ? 1 : -1))).toEqual(ids);
    const after = await ok(api.events, { afterId: all.events[5].id });
    expect(after.events.map((e: ScreenEvent) => e.id)).toEqual(
      all.events.slice(0, 5).map((e: ScreenEvent) => e.id),
    );

    const busy = await t.db.query<{ province_code: string }>(
      `select p.province_code from company_changes e join company_profiles p using (company_id)
       group by 1 order by count(*) desc limit 1`,
    );
    const province = busy[0]!.province_code;
    const mine = await ok(api.events, { regionCode: province });
    const inProvince = await t.db.query<{ company_id: string }>(
      `select company_id from company_profiles where province_code = $1`,
      [province],
    );
    const ours = new Set(inProvince.map((r) => r.company_id));
    expect(mine.events.length).toBeGreaterThan(0);
    expect(mine.events.every((e: ScreenEvent) => ours.has(e.companyId) && e.companyName)).toBe(true);
  });

  it('refuses an unknown region, a bad id and a visitor', async () => {
    const res = await call(api.overview, { regionCode: '990000' });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(message('metricRegionUnknown', 'zh'));
    expect((await call(api.events, { afterId: 'x' })).status).toBe(400);
    expect((await call(api.overview, {}, null)).status).toBe(401);
  });
});
