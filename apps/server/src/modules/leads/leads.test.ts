import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEADS_LIMITS, ResultCode, leadsApi, message } from '@platform/contracts';
import {
  bearer,
  createTestApp,
  endpointClient,
  injectEndpoint,
  loginToken,
  type TestApp,
} from '../../test/test-app';
import { memberForRegion, spreadEvenly } from './leads';

/** The 精准拓客 workspace: search, lists, visibility, assignment, statuses, follow-ups, export (docs/leads.md). */

let t: TestApp;
const tokens: Record<string, string> = {};
const ID = {
  chenjing: '1000000000000000007',
  zhoulei: '1000000000000000008',
  sunli: '1000000000000000009',
  lina: '1000000000000000003',
};
const { call, ok } = endpointClient(
  () => t.app,
  () => tokens.chenjing ?? null,
);
type Row = Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp({}, { companies: 120 });
  for (const u of ['chenjing', 'zhoulei', 'sunli', 'lina']) tokens[u] = (await loginToken(t.app, u)).access;
});
afterAll(() => t.close());

/** Gives 李娜's organisation (200001, purchases expired) a live purchase of business type 1. */
async function grantLina() {
  await t.db.query(
    `insert into tenant_purchases (id, tenant_id, business_type, product_id, region_code, starts_at, expires_at, source)
     values ('test-live-leads', '200001', 1, 'P1002', '', now() - interval '1 day', now() + interval '30 days', 'test')
     on conflict do nothing`,
  );
}

async function newList(name: string, access = tokens.chenjing, top = 20): Promise<Row> {
  return ok(leadsApi.listCreate, { name, profile: {}, top }, access);
}
async function leadsOf(listId: unknown, access = tokens.chenjing, extra: Row = {}): Promise<Row[]> {
  return (await ok(leadsApi.leadPage, { listId, size: 100, ...extra }, access)).records;
}

describe('access to the workspace', () => {
  it('needs login and business type 1 bought (the purchase-needed answer otherwise)', async () => {
    expect((await call(leadsApi.profileCount, { profile: {} }, null)).status).toBe(401);
    const refused = await call(leadsApi.profileCount, { profile: {} }, tokens.lina);
    expect(refused.body.code).toBe(ResultCode.PURCHASE_NEEDED);
    expect(refused.body.msg).toBe(message('purchaseNeeded'));
    expect((await call(leadsApi.listPage, {}, tokens.lina)).body.code).toBe(ResultCode.PURCHASE_NEEDED);
    const file = await injectEndpoint(t.app, leadsApi.listExport, { listId: '1' }, bearer(tokens.lina!));
    expect(file.json().code).toBe(ResultCode.PURCHASE_NEEDED);
  });

  it('opens to 金融拓客 (type 11) bought alone: the same engine and lists', async () => {
    await t.db.query(
      `insert into tenant_purchases (id, tenant_id, business_type, product_id, region_code, starts_at, expires_at, source)
       values ('test-live-finance', '200001', 11, 'P1002', '', now() - interval '1 day', now() + interval '30 days', 'test')`,
    );
    try {
      expect((await ok(leadsApi.profileCount, { profile: {} }, tokens.lina)).total).toBeGreaterThan(0);
    } finally {
      await t.db.query(`delete from tenant_purchases where id = 'test-live-finance'`);
    }
    expect((await call(leadsApi.profileCount, { profile: {} }, tokens.lina)).body.code).toBe(
      ResultCode.PURCHASE_NEEDED,
    );
  });
});

describe('finding leads', () => {
  it('refuses nonsense ranges and unknown codes with a clear error', async () => {
    const bad = [
      { capitalMin: 500, capitalMax: 100 },
      { capitalMin: -1 },
      { foundedFrom: 2020, foundedTo: 2010 },
      { nodeCodes: ['IC01'] },
      { regionCodes: ['12'] },
    ];
    for (const profile of bad) {
      const r = await call(leadsApi.profileCount, { profile });
      expect(r.status, JSON.stringify(profile)).toBe(400);
    }
    const upside = await call(leadsApi.profileSearch, { profile: { capitalMin: 500, capitalMax: 100 } });
    expect(upside.body.msg).toContain('capitalMin');
    const region = await call(leadsApi.profileCount, { profile: { regionCodes: ['990000'] } });
    expect(region.body.msg).toContain('所选地区不存在');
  });

  it('counts as the search pages, ranks by score and says why each matched', async () => {
    const [sample] = await t.db.query<{ province_code: string }>(
      'select province_code from companies group by province_code order by count(*) desc limit 1',
    );
    const profile = { regionCodes: [sample!.province_code], capitalMin: 0, statusCodes: ['1', '2'] };
    const { total } = await ok(leadsApi.profileCount, { profile });
    const [direct] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from companies where province_code = $1 and reg_status_code in ('1', '2')`,
      [sample!.province_code],
    );
    expect(total).toBe(direct!.n);
    expect(total).toBeGreaterThan(0);
    const page = await ok(leadsApi.profileSearch, { profile, size: 50 });
    expect(page.total).toBe(total);
    const scores = page.records.map((r: Row) => r.score as number);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    const codes = (page.records[0].reasons as Row[]).map((r) => r.code);
    expect(codes).toEqual(expect.arrayContaining(['region', 'capital', 'status']));
  });

  it('keeps the companies with patents, or those without, and says how many they have', async () => {
    const all = (await ok(leadsApi.profileCount, { profile: {} })).total as number;
    const withPatents = (await ok(leadsApi.profileCount, { profile: { hasPatents: true } })).total as number;
    const [direct] = await t.db.query<{ n: number }>(
      'select count(distinct company_id)::int as n from company_patents',
    );
    expect(withPatents).toBe(direct!.n);
    expect(withPatents).toBeGreaterThan(0);
    expect(withPatents).toBeLessThan(all);
    expect((await ok(leadsApi.profileCount, { profile: { hasPatents: false } })).total).toBe(
      all - withPatents,
    );
    // ANDed with the rest of the profile.
    const [section] = await t.db.query<{ code: string; n: number }>(
      `select c.industry_section_code as code, count(*)::int as n from companies c
       where exists (select 1 from company_patents p where p.company_id = c.company_id)
       group by 1 order by 2 desc limit 1`,
    );
    expect(
      (await ok(leadsApi.profileCount, { profile: { hasPatents: true, sectionCodes: [section!.code] } }))
        .total,
    ).toBe(section!.n);
    const page = await ok(leadsApi.profileSearch, { profile: { hasPatents: true }, size: 50 });
    expect(page.total).toBe(withPatents);
    for (const r of page.records as Row[]) {
      const [own] = await t.db.query<{ n: number }>(
        'select count(*)::int as n from company_patents where company_id = $1',
        [r.companyId],
      );
      const reason = (r.reasons as { code: string; params: Row }[]).find((x) => x.code === 'hasPatents');
      expect(reason?.params).toEqual({ count: own!.n });
      expect(own!.n).toBeGreaterThan(0);
    }
    const without = await ok(leadsApi.profileSearch, { profile: { hasPatents: false }, size: 5 });
    for (const r of without.records as Row[])
      expect((r.reasons as Row[]).some((x) => x.code === 'hasPatents')).toBe(false);
    for (const bad of ['yes', 1, null]) {
      const r = await call(leadsApi.profileCount, { profile: { hasPatents: bad } });
      expect(r.status, String(bad)).toBe(400);
      expect(r.body.msg).toContain('hasPatents');
    }
  });

  it('finds look-alikes of chosen companies, never the chosen ones', async () => {
    const seeds = await t.db.query<{ company_id: string }>(
      `select company_id from companies where industry_division_code <> '' order by company_id limit 2`,
    );
    const ids = seeds.map((s) => s.company_id);
    const page = await ok(leadsApi.lookAlike, { companyIds: ids, size: 20 });
    expect(page.total).toBeGreaterThan(0);
    for (const r of page.records as Row[]) {
      expect(ids).not.toContain(r.companyId);
      const codes = (r.reasons as Row[]).map((x) => x.code);
      expect(codes.some((c) => c === 'similarIndustry' || c === 'similarNode')).toBe(true);
    }
    expect((await call(leadsApi.lookAlike, { companyIds: ['999999999'] })).body.msg).toBe('所选企业不存在');
    expect((await call(leadsApi.lookAlike, { companyIds: [] })).status).toBe(400);
  });
});

describe('lead lists and who sees them', () => {
  it('keeps a private list to its owner; shares with colleagues or the organisation; admin sees all', async () => {
    const list = await newList('私有名单');
    expect(list).toMatchObject({ leadCount: 20, share: 'private', canManage: true });
    // 周磊 and 孙丽 do not see it: not found, and not in their pages.
    expect((await call(leadsApi.listDetail, { listId: list.listId }, tokens.zhoulei)).body.code).toBe(404);
    const zPage = await ok(leadsApi.listPage, {}, tokens.zhoulei);
    expect(zPage.records.map((r: Row) => r.listId)).not.toContain(list.listId);
    // Shared with 周磊: he sees it but may not change it; 孙丽 still does not see it.
    await ok(leadsApi.listShare, { listId: list.listId, share: 'users', userIds: [ID.zhoulei] });
    const seen = await ok(leadsApi.listDetail, { listId: list.listId }, tokens.zhoulei);
    expect(seen).toMatchObject({ canManage: false, sharedUserIds: [ID.zhoulei] });
    const rename = await call(leadsApi.listRename, { listId: list.listId, name: 'x' }, tokens.zhoulei);
    expect(rename.body.code).toBe(403);
    expect((await call(leadsApi.listDetail, { listId: list.listId }, tokens.sunli)).body.code).toBe(404);
    // Shared with the organisation: 孙丽 sees it too.
    await ok(leadsApi.listShare, { listId: list.listId, share: 'organisation' });
    expect((await ok(leadsApi.listDetail, { listId: list.listId }, tokens.sunli)).share).toBe('organisation');
    // Sharing with someone outside the organisation is refused.
    const outsider = await call(leadsApi.listShare, {
      listId: list.listId,
      share: 'users',
      userIds: [ID.lina],
    });
    expect(outsider.body.msg).toBe('所选成员不属于本组织');
    // A member's private list: the administrator sees and changes it.
    const mine = await newList('周磊的名单', tokens.zhoulei, 5);
    const adminPage = await ok(leadsApi.listPage, { size: 100 });
    expect(adminPage.records.map((r: Row) => r.listId)).toContain(mine.listId);
    expect((await ok(leadsApi.listRename, { listId: mine.listId, name: '改名' })).name).toBe('改名');
    // Another tenant's member (with the purchase) finds none of these lists.
    await grantLina();
    for (const listId of [list.listId, mine.listId]) {
      expect((await call(leadsApi.listDetail, { listId }, tokens.lina)).body.code).toBe(404);
      expect((await call(leadsApi.leadPage, { listId }, tokens.lina)).body.code).toBe(404);
      expect((await call(leadsApi.listRemove, { listId }, tokens.lina)).body.code).toBe(404);
    }
    expect((await ok(leadsApi.listPage, {}, tokens.lina)).total).toBe(0);
    // Only the owner or the admin deletes.
    expect((await call(leadsApi.listRemove, { listId: list.listId }, tokens.sunli)).body.code).toBe(403);
    expect((await ok(leadsApi.listRemove, { listId: mine.listId }, tokens.zhoulei)).changed).toBe(1);
  });

  it('dedupes by credit code and refuses a list past its limit, writing nothing', async () => {
    const cs = await t.db.query<{ company_id: string; usc_no: string }>(
      'select company_id, usc_no from companies order by company_id desc limit 3',
    );
    // The data set holds one company per credit code: the same company named twice is one lead.
    const list = await ok(leadsApi.listCreate, {
      name: '去重',
      companyIds: [cs[0]!.company_id, cs[0]!.company_id, cs[1]!.company_id],
    });
    expect(list.leadCount).toBe(2);
    const again = await ok(leadsApi.listAddCompanies, {
      listId: list.listId,
      companyIds: [cs[0]!.company_id, cs[2]!.company_id],
    });
    expect(again).toMatchObject({ added: 1, skipped: 1, leadCount: 3 });
    const [dupes] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from leads where list_id = $1 group by credit_key order by 1 desc limit 1',
      [list.listId],
    );
    expect(dupes!.n).toBe(1);
    // At the limit: one more company is refused and nothing is written.
    const full = await newList('满', tokens.chenjing, 3);
    await t.db.query('update lead_lists set lead_count = $1 where id = $2', [
      LEADS_LIMITS.listMax - 1,
      full.listId,
    ]);
    const extra = await t.db.query<{ company_id: string }>(
      `select company_id from companies where company_id not in (select company_id from leads where list_id = $1) limit 2`,
      [full.listId],
    );
    const before = (await leadsOf(full.listId)).length;
    const refused = await call(leadsApi.listAddCompanies, {
      listId: full.listId,
      companyIds: extra.map((e) => e.company_id),
    });
    expect(refused.body.msg).toContain('10000');
    expect((await leadsOf(full.listId)).length).toBe(before);
    expect(
      (await call(leadsApi.listCreate, { name: 'x', profile: {}, top: LEADS_LIMITS.listMax + 1 })).status,
    ).toBe(400);
  });
});

describe('working leads', () => {
  it('assigns evenly, by hand and by region, only to members', async () => {
    const list = await newList('分配', tokens.chenjing, 20);
    const even = await ok(leadsApi.leadAssign, {
      listId: list.listId,
      mode: 'even',
      memberIds: [ID.chenjing, ID.zhoulei, ID.sunli],
    });
    expect(even.changed).toBe(20);
    const counts = new Map<string, number>();
    for (const l of await leadsOf(list.listId))
      counts.set(l.assigneeId as string, (counts.get(l.assigneeId as string) ?? 0) + 1);
    expect([...counts.values()].sort()).toEqual([6, 7, 7]);
    const outsider = await call(leadsApi.leadAssign, {
      listId: list.listId,
      mode: 'even',
      memberIds: [ID.lina],
    });
    expect(outsider.body.msg).toBe('所选成员不属于本组织');
    const [first] = await leadsOf(list.listId);
    await ok(leadsApi.leadAssign, {
      listId: list.listId,
      mode: 'manual',
      leadIds: [first!.leadId],
      assigneeId: ID.sunli,
    });
    expect(
      (await leadsOf(list.listId, tokens.chenjing, { assigneeId: ID.sunli })).map((l) => l.leadId),
    ).toContain(first!.leadId);
    const region = (first!.regionCode as string).slice(0, 2) + '0000';
    const byRegion = await ok(leadsApi.leadAssign, {
      listId: list.listId,
      mode: 'region',
      regionMap: { [region]: ID.zhoulei },
    });
    expect(byRegion.changed).toBeGreaterThan(0);
    // A member who only sees the list may not assign.
    await ok(leadsApi.listShare, { listId: list.listId, share: 'organisation' });
    const notOwner = await call(
      leadsApi.leadAssign,
      { listId: list.listId, mode: 'even', memberIds: [ID.sunli] },
      tokens.sunli,
    );
    expect(notOwner.body.code).toBe(403);
  });

  it('spreads evenly and picks the most precise region', () => {
    expect([...spreadEvenly(['a', 'b', 'c', 'd', 'e'], ['x', 'y'])]).toEqual([
      ['x', ['a', 'c', 'e']],
      ['y', ['b', 'd']],
    ]);
    expect(memberForRegion('320506', { '320000': 'p', '320500': 'c' })).toBe('c');
    expect(memberForRegion('330106', { '320000': 'p' })).toBeNull();
  });

  it('changes status by the assignee, the owner or the admin; invalid needs a reason; id swaps are not found', async () => {
    const list = await newList('状态', tokens.chenjing, 4);
    const leads = await leadsOf(list.listId);
    await ok(leadsApi.leadAssign, {
      listId: list.listId,
      mode: 'manual',
      leadIds: [leads[0]!.leadId],
      assigneeId: ID.zhoulei,
    });
    await ok(leadsApi.leadAssign, {
      listId: list.listId,
      mode: 'manual',
      leadIds: [leads[1]!.leadId],
      assigneeId: ID.sunli,
    });
    // Private list: 周磊 does not see his lead's list yet: not found.
    const hidden = await call(
      leadsApi.leadStatus,
      { leadIds: [leads[0]!.leadId], status: 'contacted' },
      tokens.zhoulei,
    );
    expect(hidden.body.code).toBe(404);
    await ok(leadsApi.listShare, { listId: list.listId, share: 'users', userIds: [ID.zhoulei] });
    expect(
      (await ok(leadsApi.leadStatus, { leadIds: [leads[0]!.leadId], status: 'interested' }, tokens.zhoulei))
        .changed,
    ).toBe(1);
    // Not his lead (assigned to 孙丽).
    const others = await call(
      leadsApi.leadStatus,
      { leadIds: [leads[1]!.leadId], status: 'contacted' },
      tokens.zhoulei,
    );
    expect(others.body.code).toBe(403);
    // Invalid without a reason is refused; with one it is kept.
    expect((await call(leadsApi.leadStatus, { leadIds: [leads[2]!.leadId], status: 'invalid' })).status).toBe(
      400,
    );
    await ok(leadsApi.leadStatus, { leadIds: [leads[2]!.leadId], status: 'invalid', reason: '已注销' });
    await ok(leadsApi.leadStatus, { leadIds: [leads[3]!.leadId], status: 'converted' });
    const after = await leadsOf(list.listId);
    const by = new Map(after.map((l) => [l.leadId, l]));
    expect(by.get(leads[2]!.leadId)).toMatchObject({ status: 'invalid', invalidReason: '已注销' });
    expect(by.get(leads[3]!.leadId)!.convertedAt).toBeTruthy();
    // Another tenant: not found.
    await grantLina();
    for (const ep of [leadsApi.followUpList])
      expect((await call(ep, { leadId: leads[0]!.leadId }, tokens.lina)).body.code).toBe(404);
    expect(
      (await call(leadsApi.leadStatus, { leadIds: [leads[0]!.leadId], status: 'new' }, tokens.lina)).body
        .code,
    ).toBe(404);
    expect(
      (await call(leadsApi.followUpAdd, { leadId: leads[0]!.leadId, kind: 'call', note: 'x' }, tokens.lina))
        .body.code,
    ).toBe(404);
  });

  it('logs follow-ups, reminds on the due date and counts them on the dashboard', async () => {
    const list = await newList('跟进', tokens.chenjing, 3);
    const leads = await leadsOf(list.listId);
    await ok(leadsApi.leadAssign, {
      listId: list.listId,
      mode: 'manual',
      leadIds: leads.map((l) => l.leadId),
      assigneeId: ID.chenjing,
    });
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const f = await ok(leadsApi.followUpAdd, {
      leadId: leads[0]!.leadId,
      kind: 'call',
      note: '初次电话',
      nextOn: today,
    });
    expect(f).toMatchObject({ kind: 'call', note: '初次电话', nextOn: today, userName: '陈静' });
    await ok(leadsApi.followUpAdd, {
      leadId: leads[1]!.leadId,
      kind: 'visit',
      note: '上门',
      nextOn: '2020-01-01',
    });
    expect(
      (await call(leadsApi.followUpAdd, { leadId: leads[1]!.leadId, kind: 'fax', note: 'x' })).status,
    ).toBe(400);
    expect(
      (await call(leadsApi.followUpAdd, { leadId: leads[1]!.leadId, kind: 'call', note: 'x'.repeat(1001) }))
        .status,
    ).toBe(400);
    const due = await ok(leadsApi.leadDue, {});
    expect(due.today).toBe(today);
    expect(due.dueToday).toBeGreaterThanOrEqual(1);
    expect(due.overdue).toBeGreaterThanOrEqual(1);
    expect(due.leads.map((l: Row) => l.leadId)).toEqual(
      expect.arrayContaining([leads[0]!.leadId, leads[1]!.leadId]),
    );
    const history = await ok(leadsApi.followUpList, { leadId: leads[0]!.leadId });
    expect(history).toHaveLength(1);
    expect((await leadsOf(list.listId)).find((l) => l.leadId === leads[0]!.leadId)).toMatchObject({
      status: 'contacted',
      followUpCount: 1,
    });
    const board = await ok(leadsApi.dashboard, { listId: list.listId });
    expect(board.byStatus.contacted).toBe(2);
    expect(board.followUpsThisWeek.reduce((n: number, d: Row) => n + (d.count as number), 0)).toBe(2);
    expect(board.conversions).toHaveLength(12);
    expect(board.byAssignee[0]).toMatchObject({ assigneeId: ID.chenjing, total: 3 });
  });
});

describe('export', () => {
  it('streams an .xlsx and never exceeds the quota under 20 parallel exports', async () => {
    const list = await newList('导出', tokens.chenjing, 10);
    const file = await injectEndpoint(
      t.app,
      leadsApi.listExport,
      { listId: list.listId },
      bearer(tokens.chenjing!),
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['x-export-rows']).toBe('10');
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
    // 35 left: three exports of 10 fit, the other 17 are refused.
    await t.db.query(`update lead_export_quotas set total = 100, used = 65 where tenant_id = '200002'`);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        injectEndpoint(t.app, leadsApi.listExport, { listId: list.listId }, bearer(tokens.chenjing!)),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    const refused = answers.find((a) => a.statusCode !== 200)!;
    expect(refused.json().msg).toBe('本组织的导出额度不足，无法导出该名单');
    expect(await ok(leadsApi.exportCount, {})).toEqual({ total: 100, used: 95, remaining: 5 });
  });
});
