import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDUSTRY_TRACKING_LIMITS as L, industryTrackingApi as api, message } from '@platform/contracts';
import { bearer, createTestApp, injectEndpoint, loginToken, type TestApp } from '../../test/test-app';
import { seedDemoIndustryTracking } from './demo';
import { sweepIndustryWatch } from './digest';

/** 产业追踪: follows of chains and regions, the timeline by cursor, statistics, news and the digest. */

let t: TestApp;
let lina: string;
let zhangwei: string;
let chenjing: string;
const LINA_ID = '1000000000000000003';

beforeAll(async () => {
  t = await createTestApp({}, { companies: 120 });
  expect(await seedDemoIndustryTracking(t.app.ctx.store)).toBe(true);
  expect(await seedDemoIndustryTracking(t.app.ctx.store)).toBe(false);
  lina = (await loginToken(t.app, 'lina')).access;
  zhangwei = (await loginToken(t.app, 'zhangwei')).access;
  chenjing = (await loginToken(t.app, 'chenjing')).access;
});
afterAll(() => t.close());

type Ep = { method: string; path: string };
async function call(ep: Ep, input: Record<string, unknown>, access: string = lina) {
  const res = await injectEndpoint(t.app, ep, input, bearer(access));
  return { status: res.statusCode, body: res.json() };
}
async function data(ep: Ep, input: Record<string, unknown> = {}, access: string = lina) {
  const r = await call(ep, input, access);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data;
}
interface Ev {
  id: string;
  changedOn: string;
  kind: string;
  isNew: boolean;
  companyId: string;
  regionCode: string;
}
/** Every event of a filter, page by page through the cursor. */
async function walk(input: Record<string, unknown>, access = lina): Promise<Ev[]> {
  const all: Ev[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 200; i++) {
    const page: { records: Ev[]; nextCursor: string | null } = await data(
      api.events,
      { ...input, ...(cursor ? { cursor } : {}) },
      access,
    );
    all.push(...page.records);
    cursor = page.nextCursor;
    if (!cursor) break;
  }
  return all;
}

describe('产业追踪', () => {
  it('shows the demo: a chain, a region and the chain in the region, the newest events marked new', async () => {
    const f = await data(api.follows);
    expect(f.follows).toHaveLength(3);
    expect(f.max).toBe(L.followsMax);
    const [chain, region, both] = f.follows;
    expect(chain).toMatchObject({ chainName: expect.any(String), regionCode: null, newEvents: 3 });
    expect(region).toMatchObject({
      chainCode: null,
      regionLevel: 2,
      regionName: expect.any(String),
      newEvents: 2,
    });
    expect(both).toMatchObject({ chainCode: chain.chainCode, regionCode: region.regionCode, newEvents: 1 });
    expect(f.newEvents).toBe(6);
    expect((await data(api.follows, {}, chenjing)).follows).toHaveLength(2);
    expect((await data(api.follows, {}, zhangwei)).follows).toHaveLength(0);
    expect((await data(api.events, {}, zhangwei)).records).toHaveLength(0);

    // The region's events are all in the city; the chain in the region is within both.
    const inRegion = await walk({ followId: region.id, size: 50 });
    expect(inRegion.length).toBeGreaterThan(0);
    expect(inRegion.every((e) => e.regionCode.slice(0, 4) === region.regionCode.slice(0, 4))).toBe(true);
    const inBoth = await walk({ followId: both.id, size: 50 });
    const regionIds = new Set(inRegion.map((e) => e.id));
    const chainIds = new Set((await walk({ followId: chain.id, size: 50 })).map((e) => e.id));
    expect(inBoth.every((e) => regionIds.has(e.id) && chainIds.has(e.id))).toBe(true);
    expect(inBoth.filter((e) => e.isNew).length).toBeGreaterThanOrEqual(1);
    // Unread only: the new ones.
    expect((await walk({ followId: chain.id, unread: '1', size: 50 })).length).toBe(3);
  });

  it('pages newest first by cursor, without gaps or repeats, and filters by kind, days and region', async () => {
    const all = await walk({ size: 50 });
    const small = await walk({ size: 7 });
    expect(small.map((e) => e.id)).toEqual(all.map((e) => e.id));
    const keys = all.map((e) => `${e.changedOn}.${e.id.padStart(12, '0')}`);
    expect([...keys].sort().reverse()).toEqual(keys);
    expect(new Set(keys).size).toBe(keys.length);
    const some = await walk({ kinds: 'capital,financing', size: 50 });
    expect(some.every((e) => ['capital', 'financing'].includes(e.kind))).toBe(true);
    const recent = await walk({ days: 365, size: 50 });
    const newest = all[0]!.changedOn;
    const start = new Date(Date.parse(newest) - 364 * 86_400_000).toISOString().slice(0, 10);
    expect(recent.every((e) => e.changedOn >= start)).toBe(true);
    expect(recent.length).toBe(all.filter((e) => e.changedOn >= start).length);
    const city = (await data(api.follows)).follows[1].regionCode as string;
    const narrowed = await walk({ regionCode: city, size: 50 });
    expect(narrowed.every((e) => e.regionCode.startsWith(city.slice(0, 4)))).toBe(true);
  });

  it('counts the last 30 days by kind and by node', async () => {
    const s = await data(api.stats);
    expect(s.days).toBe(30);
    expect(s.byKind.reduce((n: number, k: { count: number }) => n + k.count, 0)).toBe(s.total);
    const chain = (await data(api.follows)).follows[0];
    const one = await data(api.stats, { followId: chain.id });
    expect(
      one.byNode.every(
        (n: { code: string }) =>
          n.code.startsWith(chain.chainCode) && n.code.length === chain.chainCode.length + 2,
      ),
    ).toBe(true);
    const window = await walk({ followId: chain.id, days: 30, size: 50 });
    expect(one.total).toBe(window.length);
  });

  it('refuses unknown chains and regions, bad cursors and filters, with the reason in zh and en', async () => {
    const chainBad = await call(api.follow, { chainCode: 'ZZZ' });
    expect(chainBad.status).toBe(400);
    expect(chainBad.body.msg).toBe(message('trackChainUnknown'));
    expect(message('trackChainUnknown', 'en')).toMatch(/No such industry chain/);
    const regionBad = await call(api.follow, { regionCode: '999999' });
    expect(regionBad.status).toBe(400);
    expect(regionBad.body.msg).toBe(message('trackRegionUnknown'));
    expect((await call(api.follow, {})).body.msg).toBe(message('trackFollowEmpty'));
    expect((await call(api.follow, { regionCode: '33' })).status).toBe(400);
    expect((await call(api.events, { cursor: 'nonsense' })).body.msg).toBe(message('trackCursorInvalid'));
    expect((await call(api.events, { days: 12 })).status).toBe(400);
    expect((await call(api.events, { kinds: 'capital,nonsense' })).status).toBe(400);
    expect((await call(api.events, { regionCode: '990000' })).body.msg).toBe(message('trackRegionUnknown'));
    const linaFollow = (await data(api.follows)).follows[0].id;
    const foreign = await call(api.events, { followId: linaFollow }, zhangwei);
    expect(foreign.status).toBe(404);
    expect(foreign.body.msg).toBe(message('trackFollowNotFound'));
    expect((await call(api.unfollow, { id: linaFollow }, zhangwei)).status).toBe(404);
    const same = (await data(api.follows)).follows[1];
    const taken = await call(api.follow, { regionCode: same.regionCode });
    expect(taken.body.msg).toBe(message('trackFollowTaken'));
  });

  it('follows a node within a county, its old events not news; unfollows; keeps to 20 at once', async () => {
    const chains = await data(api.chains);
    const node = chains[0].nodes.find((n: { level: number }) => n.level === 2);
    const f = await data(api.follow, { chainCode: node.code, regionCode: '330106' }, zhangwei);
    expect(f).toMatchObject({ nodeCode: node.code, nodeName: node.name, regionLevel: 3, newEvents: 0 });
    const events = await walk({ followId: f.id, size: 50 }, zhangwei);
    expect(events.every((e) => !e.isNew && e.regionCode === '330106')).toBe(true);
    expect(await data(api.unfollow, { id: f.id }, zhangwei)).toBe(true);
    const regions = [
      '110000',
      '120000',
      '130000',
      '140000',
      '150000',
      '210000',
      '220000',
      '230000',
      '310000',
      '320000',
      '330000',
      '340000',
      '350000',
      '360000',
      '370000',
      '410000',
      '420000',
      '430000',
      '440000',
      '450000',
      '460000',
      '500000',
      '510000',
      '520000',
    ];
    const answers = await Promise.all(
      regions.map((regionCode) => call(api.follow, { regionCode }, zhangwei)),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(L.followsMax);
    expect(answers.find((r) => r.status === 400)!.body.msg).toBe(message('trackFollowsFull'));
  });

  it('sends one digest a day of what is new, then only what arrives later; reading clears the badge', async () => {
    const day1 = new Date('2026-11-20T02:00:00Z');
    expect((await sweepIndustryWatch(t.app, day1)).sent).toBe(2);
    expect((await sweepIndustryWatch(t.app, day1)).sent).toBe(0);
    const digests = await t.db.query<{
      payload: { kind: string; data: { events: number; path: string; source?: string } };
    }>(`select payload from im_messages where client_msg_id = $1`, [
      `industry-watch-2026-11-20-200001-${LINA_ID}`,
    ]);
    expect(digests).toHaveLength(1);
    expect(digests[0]!.payload.kind).toBe('companyWatch');
    expect(digests[0]!.payload.data.source).toBe('industry');
    expect(digests[0]!.payload.data).toMatchObject({ path: '/serve/induTracking' });
    expect(digests[0]!.payload.data.events).toBeGreaterThanOrEqual(3);
    expect((await sweepIndustryWatch(t.app, new Date('2026-11-21T02:00:00Z'))).sent).toBe(0);

    const read = await data(api.markRead, {});
    expect(read.newEvents).toBe(0);
    const e = (await walk({ followId: (await data(api.follows)).follows[2].id, size: 50 }))[0]!;
    await t.db.query(
      `insert into company_changes (company_id, changed_on, kind, before_text, after_text) values ($1, $2, 'address', '旧址', '新址')`,
      [e.companyId, '2099-01-01'],
    );
    const after = await data(api.follows);
    expect(after.follows.map((f: { newEvents: number }) => f.newEvents)).toEqual([1, 1, 1]);
    const top = (await data(api.events, { size: 1 })).records[0];
    expect(top).toMatchObject({ companyId: e.companyId, changedOn: '2099-01-01', isNew: true });
    expect((await data(api.markRead, { id: after.follows[0].id })).follows[0].newEvents).toBe(0);
    expect((await sweepIndustryWatch(t.app, new Date('2026-11-22T02:00:00Z'))).sent).toBeGreaterThanOrEqual(
      1,
    );
  });
});
