import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_TRACKING_LIMITS as L, companyTrackingApi as api, message } from '@platform/contracts';
import { bearer, createTestApp, injectEndpoint, loginToken, type TestApp } from '../../test/test-app';
import { seedDemoCompanyTracking } from './demo';
import { sweepCompanyWatch } from './digest';
import { eventPage } from './repo';

/** 企业监控: groups, monitored companies, the timeline, what is new and the daily digest. */

let t: TestApp;
let lina: string;
let zhangwei: string;
let chenjing: string;
const LINA_ID = '1000000000000000003';

beforeAll(async () => {
  t = await createTestApp({}, { companies: 120 });
  expect(await seedDemoCompanyTracking(t.app.ctx.store)).toBe(true);
  expect(await seedDemoCompanyTracking(t.app.ctx.store)).toBe(false);
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
const companiesOutside = async (n: number) =>
  (
    await t.db.query<{ company_id: string }>(
      `select company_id from companies c where not exists (select 1 from monitored_companies m where m.company_id = c.company_id)
       order by company_id limit ${n}`,
    )
  ).map((r) => r.company_id);
const addEvent = (companyId: string, day: string) =>
  t.db.query(
    `insert into company_changes (company_id, changed_on, kind, before_text, after_text) values ($1, $2, 'address', '旧址', '新址')`,
    [companyId, day],
  );

describe('企业监控', () => {
  it('shows the demo: groups with their companies and new events, the timeline newest first', async () => {
    const groups = await data(api.groups);
    expect(groups.groups.map((g: { name: string }) => g.name)).toEqual(['重点客户', '竞争对手', '供应商']);
    expect(groups.companies).toBe(7);
    expect(groups.newEvents).toBe(7);
    expect(
      groups.groups.map((g: { companies: number; newEvents: number }) => [g.companies, g.newEvents]),
    ).toEqual([
      [3, 3],
      [2, 3],
      [2, 1],
    ]);
    expect((await data(api.unread)).count).toBe(7);
    const page = await data(api.events, { size: 50 });
    const days = page.records.map((e: { changedOn: string }) => e.changedOn);
    expect([...days].sort().reverse()).toEqual(days);
    expect(page.records.filter((e: { isNew: boolean }) => e.isNew).length).toBe(
      Math.min(7, page.records.length),
    );
    expect(page.totalCapped).toBe(false);
    // Past the cap the count stops and says so; the page is the same.
    // eslint-disable-next-line no-restricted-syntax -- the test reads 李娜's own tenant, as her token would
    const lina200001 = t.app.ctx.store.forTenant('200001');
    const capped = await eventPage(lina200001, '1000000000000000003', {}, { current: 1, size: 3 }, 4);
    expect(capped).toEqual(expect.objectContaining({ total: 4, capped: true }));
    expect(capped.rows.map((r) => String(r.id))).toEqual(
      page.records.slice(0, 3).map((e: { id: string }) => e.id),
    );
    const unreadOnly = await data(api.events, { unread: '1', size: 50 });
    expect(unreadOnly.total).toBe(7);
    const inGroup = await data(api.events, { groupId: groups.groups[1].id, size: 50 });
    expect(inGroup.total).toBeLessThan(page.total);
    const capital = await data(api.events, { kinds: 'capital,financing', size: 50 });
    expect(capital.records.every((e: { kind: string }) => ['capital', 'financing'].includes(e.kind))).toBe(
      true,
    );
    // 陈静 sees her own, 张伟 nothing.
    expect((await data(api.groups, {}, chenjing)).companies).toBe(3);
    expect((await data(api.events, {}, zhangwei)).total).toBe(0);
  });

  it('pages through the timeline in the order of all the events, with or without a filter', async () => {
    const all = await t.db.query<{ id: string; kind: string; is_new: boolean }>(
      `select c.id::text as id, c.kind, c.id > m.seen_event_id as is_new
       from monitored_companies m join company_changes c on c.company_id = m.company_id
       where m.tenant_id = '200001' and m.user_id = '${LINA_ID}' order by c.changed_on desc, c.id desc`,
    );
    const pages = async (input: Record<string, unknown>) => {
      const out: Array<{ id: string; isNew: boolean }> = [];
      for (let current = 1; current <= 40; current++) {
        const page = await data(api.events, { ...input, current, size: 4 });
        if (!page.records.length) break;
        out.push(...page.records.map((e: { id: string; isNew: boolean }) => ({ id: e.id, isNew: e.isNew })));
      }
      return out;
    };
    expect(all.length).toBeGreaterThan(8);
    expect(await pages({})).toEqual(all.map((e) => ({ id: e.id, isNew: Boolean(e.is_new) })));
    const kinds = [...new Set(all.map((e) => e.kind))].slice(0, 2);
    expect((await pages({ kinds: kinds.join(',') })).map((e) => e.id)).toEqual(
      all.filter((e) => kinds.includes(e.kind)).map((e) => e.id),
    );
    expect((await pages({ unread: '1' })).map((e) => e.id)).toEqual(
      all.filter((e) => e.is_new).map((e) => e.id),
    );
  });

  it("refuses nonsense filters with the reason, and another user's group", async () => {
    const range = await call(api.events, { from: '2025-05-01', to: '2025-01-01' });
    expect(range.status).toBe(400);
    expect(range.body.msg).toBe(message('monitorRangeInvalid'));
    expect((await call(api.events, { kinds: 'capital,nonsense' })).status).toBe(400);
    expect((await call(api.events, { from: '2025-02-30' })).status).toBe(400);
    const linaGroup = (await data(api.groups)).groups[0].id;
    const foreign = await call(api.events, { groupId: linaGroup }, zhangwei);
    expect(foreign.status).toBe(404);
    expect(foreign.body.msg).toBe(message('monitorGroupNotFound'));
    const [company] = await companiesOutside(1);
    expect((await call(api.add, { companyId: company, groupIds: [linaGroup] }, zhangwei)).status).toBe(404);
    expect((await call(api.add, { companyId: 'no-such-company' })).body.msg).toBe(message('companyNotFound'));
  });

  it('monitors a company in groups, regroups it, and stops; its past events are not news', async () => {
    const [company] = await companiesOutside(1);
    const group = await data(api.groupSave, { name: '  新分组 ' });
    expect(group).toMatchObject({ name: '新分组', companies: 0 });
    expect(await data(api.add, { companyId: company, groupIds: [group.id] })).toMatchObject({
      companyName: expect.any(String),
      monitored: true,
      groupIds: [group.id],
    });
    expect(await data(api.company, { companyId: company })).toMatchObject({
      monitored: true,
      groupIds: [group.id],
    });
    const events = await data(api.events, { companyId: company, size: 50 });
    expect(events.records.every((e: { isNew: boolean }) => !e.isNew)).toBe(true);
    expect(await data(api.add, { companyId: company, groupIds: [] })).toMatchObject({
      monitored: true,
      groupIds: [],
    });
    const again = await data(api.companies, { groupId: group.id });
    expect(again.total).toBe(0);
    // Deleting the group keeps its companies monitored; stopping forgets the company.
    await data(api.add, { companyId: company, groupIds: [group.id] });
    expect(await data(api.groupRemove, { id: group.id })).toBe(true);
    expect(await data(api.company, { companyId: company })).toMatchObject({ monitored: true, groupIds: [] });
    expect(await data(api.remove, { companyId: company })).toMatchObject({ monitored: false, groupIds: [] });
  });

  it('names groups once each, renames them, and keeps to 20 groups', async () => {
    const taken = await call(api.groupSave, { name: '重点客户' });
    expect(taken.status).toBe(400);
    expect(taken.body.msg).toBe(message('monitorGroupNameTaken'));
    expect((await call(api.groupSave, { name: '' })).status).toBe(400);
    expect((await call(api.groupSave, { name: 'x'.repeat(L.groupNameMax + 1) })).status).toBe(400);
    const created = await Promise.all(
      Array.from({ length: 25 }, (_, i) => call(api.groupSave, { name: `分组${i}` }, chenjing)),
    );
    expect(created.filter((r) => r.status === 200)).toHaveLength(L.groupsMax - 1);
    expect(created.find((r) => r.status === 400)!.body.msg).toBe(message('monitorGroupsFull'));
    const g = (await data(api.groups, {}, chenjing)).groups[1];
    expect((await data(api.groupSave, { id: g.id, name: '改名后' }, chenjing)).name).toBe('改名后');
  });

  it('never monitors more than 500 companies, even asked at once', async () => {
    const ids = await companiesOutside(10);
    await t.db.query(
      `insert into monitored_companies (tenant_id, user_id, company_id)
       select '100001', '1000000000000000002', 'gone-' || g from generate_series(1, ${L.companiesMax - 3}) g`,
    );
    const answers = await Promise.all(ids.map((companyId) => call(api.add, { companyId }, zhangwei)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(3);
    expect(answers.find((r) => r.status === 400)!.body.msg).toBe(message('monitorCompaniesFull'));
    expect((await data(api.groups, {}, zhangwei)).companies).toBe(L.companiesMax);
    // A company that left the data set stays monitored and says so.
    const page = await data(api.companies, { size: 50 }, zhangwei);
    expect(page.records.some((r: { companyName: string | null }) => r.companyName === null)).toBe(true);
  });

  it('sends one digest a day of what is new, then only what arrives later; reading clears the badge', async () => {
    const day1 = new Date('2026-11-20T02:00:00Z');
    const first = await sweepCompanyWatch(t.app, day1);
    expect(first.sent).toBe(2);
    expect((await sweepCompanyWatch(t.app, day1)).sent).toBe(0);
    const digests = await t.db.query<{
      payload: { data: { events: number; companies: number; path: string } };
    }>(`select payload from im_messages where client_msg_id like 'company-watch-2026-11-20-200001-%'`);
    expect(digests).toHaveLength(1);
    expect(digests[0]!.payload.data).toMatchObject({ events: 7, companies: 4, path: '/serve/compTracking' });
    // Nothing new the next day: no message.
    expect((await sweepCompanyWatch(t.app, new Date('2026-11-21T02:00:00Z'))).sent).toBe(0);

    const watched = (await data(api.companies, { size: 1 })).records[0].companyId;
    await data(api.markRead);
    expect((await data(api.unread)).count).toBe(0);
    await addEvent(watched, '2026-11-21');
    expect((await data(api.unread)).count).toBe(1);
    const top = (await data(api.events, { size: 1 })).records[0];
    expect(top).toMatchObject({ companyId: watched, kind: 'address', changedOn: '2026-11-21', isNew: true });
    expect((await sweepCompanyWatch(t.app, new Date('2026-11-22T02:00:00Z'))).sent).toBe(1);
    const told = await t.db.query<{ payload: { data: { events: number } } }>(
      `select payload from im_messages where client_msg_id = $1`,
      [`company-watch-2026-11-22-200001-${LINA_ID}`],
    );
    expect(told[0]!.payload.data.events).toBe(1);
  });
});
