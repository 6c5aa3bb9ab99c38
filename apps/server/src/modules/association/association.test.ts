import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, associationApi, message } from '@platform/contracts';
import { todayInChina } from '../../lib/china-time';
import { createTestApp, endpointClient, loginToken, type TestApp } from '../../test/test-app';

/**
 * The 会员管理 workspace (docs/association.md): the purchase, applications across organisations,
 * levels, members, dues, the directory and statistics, and bad input. 陈静's organisation (200002,
 * type 3 bought in the demo accounts) is the association; 李娜 (200001) applies.
 */

let t: TestApp;
const tokens: Record<string, string> = {};
const { call, ok } = endpointClient(
  () => t.app,
  () => tokens.chenjing ?? null,
);
type Row = Record<string, unknown>;
let companies: Array<{ company_id: string; company_name: string }> = [];
const ASSOCIATION = '200002';
const DAY = 86_400_000;
const day = (offset: number) => todayInChina(new Date(Date.now() + offset * DAY));
const term = { termStart: '2026-01-01', termEnd: '2028-12-31' };
const contact = { contactName: '王建国', contactPhone: '13900001111' };

beforeAll(async () => {
  t = await createTestApp({}, { companies: 30 });
  for (const u of ['chenjing', 'zhoulei', 'lina', 'wangfang'])
    tokens[u] = (await loginToken(t.app, u)).access;
  companies = await t.db.query('select company_id, company_name from companies order by company_id limit 20');
});
afterAll(() => t.close());

let next = 0;
const freshCompany = () => companies[next++]!;
const levels = async () => (await ok(associationApi.levelList)) as Array<{ levelId: string; name: string }>;
const openApplications = () => ok(associationApi.settingsSave, { accepting: true, intro: '欢迎入会' });

describe('access', () => {
  it('needs login, and business type 3 bought for the workspace', async () => {
    expect((await call(associationApi.overview, {}, null)).status).toBe(401);
    const refused = await call(associationApi.overview, {}, tokens.lina);
    expect(refused.body.code).toBe(ResultCode.PURCHASE_NEEDED);
    const mine = await ok(associationApi.overview);
    expect(mine).toMatchObject({ isAdmin: true, associationName: '苏州星链产业服务有限公司' });
    expect((await ok(associationApi.overview, {}, tokens.zhoulei)).isAdmin).toBe(false);
  });

  it('lets members see and only administrators manage (403 with the message)', async () => {
    expect((await ok(associationApi.memberPage, {}, tokens.zhoulei)).records).toBeInstanceOf(Array);
    const refused = await call(associationApi.levelSave, { levels: [{ name: '会员' }] }, tokens.zhoulei);
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe(message('associationAdminOnly'));
  });
});

describe('levels', () => {
  it('starts with the default four and is configurable; a level in use stays', async () => {
    const start = await levels();
    expect(start.map((l) => l.name)).toEqual(['会长', '副会长', '理事', '会员']);
    const [president, vice, council, member] = start;
    const saved = (await ok(associationApi.levelSave, {
      levels: [
        { levelId: president!.levelId, name: '会长' },
        { levelId: council!.levelId, name: '常务理事' },
        { levelId: vice!.levelId, name: '副会长' },
        { levelId: member!.levelId, name: '会员' },
        { name: '荣誉会员' },
      ],
    })) as Array<{ name: string }>;
    expect(saved.map((l) => l.name)).toEqual(['会长', '常务理事', '副会长', '会员', '荣誉会员']);
    // Back in order; the new level removed (not in use).
    await ok(associationApi.levelSave, {
      levels: [
        { levelId: president!.levelId, name: '会长' },
        { levelId: vice!.levelId, name: '副会长' },
        { levelId: council!.levelId, name: '理事' },
        { levelId: member!.levelId, name: '会员' },
      ],
    });
    expect((await levels()).map((l) => l.name)).toEqual(['会长', '副会长', '理事', '会员']);
    const dup = await call(associationApi.levelSave, { levels: [{ name: 'A' }, { name: 'A' }] });
    expect(dup.body.msg).toBe(message('associationLevelDuplicate'));
  });
});

describe('applications', () => {
  it('lists the association once it takes applications; an applicant applies and follows the state', async () => {
    await ok(associationApi.settingsSave, { accepting: false, intro: '' });
    const closed = (await ok(associationApi.applyList, {}, tokens.lina)) as Row[];
    expect(closed.some((a) => a.associationId === ASSOCIATION)).toBe(false);
    await openApplications();
    const list = (await ok(associationApi.applyList, {}, tokens.lina)) as Row[];
    expect(list).toContainEqual(expect.objectContaining({ associationId: ASSOCIATION, intro: '欢迎入会' }));
    expect(
      await ok(associationApi.applyAssociation, { associationId: ASSOCIATION }, tokens.lina),
    ).toMatchObject({
      name: '苏州星链产业服务有限公司',
    });
    const c = freshCompany();
    const applied = await ok(
      associationApi.apply,
      { associationId: ASSOCIATION, companyId: c.company_id, ...contact, note: '希望加入' },
      tokens.lina,
    );
    expect(applied).toMatchObject({ state: 'pending', companyName: c.company_name, applicantName: '李娜' });
    // One pending application per company and association.
    const again = await call(
      associationApi.apply,
      { associationId: ASSOCIATION, companyId: c.company_id, ...contact },
      tokens.wangfang,
    );
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe(message('associationApplicationPending'));
    const mine = (await ok(associationApi.applyMine, {}, tokens.lina)) as Row[];
    expect(mine[0]).toMatchObject({ applicationId: applied.applicationId, state: 'pending' });
    // The association sees it; a member cannot decide (403), the administrator approves with a level.
    const page = await ok(associationApi.applicationPage, { state: 'pending' });
    expect(page.records.map((r: Row) => r.applicationId)).toContain(applied.applicationId);
    const [, vice] = await levels();
    const input = { applicationId: applied.applicationId, levelId: vice!.levelId, ...term };
    const byMember = await call(associationApi.applicationApprove, input, tokens.zhoulei);
    expect(byMember.status).toBe(403);
    expect(byMember.body.msg).toBe(message('associationAdminOnly'));
    const approved = await ok(associationApi.applicationApprove, input);
    expect(approved).toMatchObject({ state: 'approved' });
    const twice = await call(associationApi.applicationApprove, input);
    expect(twice.body.msg).toBe(message('associationApplicationDecided'));
    const members = await ok(associationApi.memberPage, { keyword: c.company_name });
    expect(members.records[0]).toMatchObject({
      companyName: c.company_name,
      levelName: '副会长',
      contactName: '王建国',
      state: 'active',
    });
    expect(((await ok(associationApi.applyMine, {}, tokens.lina)) as Row[])[0]!.state).toBe('approved');
    // A member company cannot apply again.
    const member = await call(
      associationApi.apply,
      { associationId: ASSOCIATION, companyId: c.company_id, ...contact },
      tokens.lina,
    );
    expect(member.body.msg).toBe(message('associationAlreadyMember'));
  });

  it('rejects with a reason only (400 without), which the applicant sees', async () => {
    await openApplications();
    const c = freshCompany();
    const a = await ok(
      associationApi.apply,
      { associationId: ASSOCIATION, companyId: c.company_id, ...contact },
      tokens.lina,
    );
    const noReason = await call(associationApi.applicationReject, {
      applicationId: a.applicationId,
      reason: ' ',
    });
    expect(noReason.status).toBe(400);
    expect(await t.db.query('select state from assoc_applications where id = $1', [a.applicationId])).toEqual(
      [{ state: 'pending' }],
    );
    await ok(associationApi.applicationReject, { applicationId: a.applicationId, reason: '不符合入会条件' });
    const mine = (await ok(associationApi.applyMine, {}, tokens.lina)) as Row[];
    expect(mine.find((m) => m.applicationId === a.applicationId)).toMatchObject({
      state: 'rejected',
      reason: '不符合入会条件',
    });
  });

  it('refuses applying to one’s own organisation, an association not taking applications, a company not in the data', async () => {
    const own = await call(associationApi.apply, {
      associationId: ASSOCIATION,
      companyId: freshCompany().company_id,
      ...contact,
    });
    expect(own.body.msg).toBe(message('associationOwnApply'));
    const none = await call(
      associationApi.apply,
      { associationId: '100001', companyId: freshCompany().company_id, ...contact },
      tokens.lina,
    );
    expect(none.status).toBe(404);
    const noCompany = await call(
      associationApi.apply,
      { associationId: ASSOCIATION, companyId: '999999999999', ...contact },
      tokens.lina,
    );
    expect(noCompany.body.msg).toBe(message('associationCompanyNotFound'));
  });
});

describe('members and dues', () => {
  it('adds, changes and ends members; records dues, marks them paid; overdue is derived', async () => {
    const [president, , , plain] = await levels();
    const c = freshCompany();
    const m = await ok(associationApi.memberAdd, {
      companyId: c.company_id,
      levelId: plain!.levelId,
      ...contact,
      ...term,
    });
    const dup = await call(associationApi.memberAdd, {
      companyId: c.company_id,
      levelId: plain!.levelId,
      ...contact,
      ...term,
    });
    expect(dup.body.msg).toBe(message('associationAlreadyMember'));
    const changed = await ok(associationApi.memberUpdate, {
      memberId: m.memberId,
      levelId: president!.levelId,
    });
    expect(changed.levelName).toBe('会长');
    const backwards = await call(associationApi.memberUpdate, {
      memberId: m.memberId,
      termEnd: '2020-01-01',
    });
    expect(backwards.body.msg).toBe(message('associationTermOrder'));
    // The level in use cannot be removed.
    const all = await levels();
    const removing = await call(associationApi.levelSave, {
      levels: all
        .filter((l) => l.levelId !== president!.levelId)
        .map((l) => ({ levelId: l.levelId, name: l.name })),
    });
    expect(removing.body.msg).toBe(message('associationLevelInUse'));

    const year = Number(day(0).slice(0, 4));
    const before = (await ok(associationApi.stats)).dues;
    const overdue = await ok(associationApi.duesCreate, {
      memberId: m.memberId,
      year,
      amount: 5000.5,
      dueDate: day(-3),
    });
    expect(overdue).toMatchObject({ amount: 5000.5, state: 'overdue', dueSoon: false });
    const dupYear = await call(associationApi.duesCreate, {
      memberId: m.memberId,
      year,
      amount: 1,
      dueDate: day(3),
    });
    expect(dupYear.body.msg).toBe(message('associationDuesDuplicate'));
    const next = await ok(associationApi.duesCreate, {
      memberId: m.memberId,
      year: year + 1,
      amount: '1200',
      dueDate: day(10),
    });
    expect(next).toMatchObject({ state: 'unpaid', dueSoon: true, amount: 1200 });
    const overview = await ok(associationApi.overview);
    expect(overview.duesOverdue).toBeGreaterThanOrEqual(1);
    expect(overview.duesSoon).toBeGreaterThanOrEqual(1);
    const attention = await ok(associationApi.duesPage, { state: 'attention', memberId: m.memberId });
    expect(attention.total).toBe(2);
    const paid = await ok(associationApi.duesPaid, { duesId: overdue.duesId });
    expect(paid).toMatchObject({ state: 'paid', paidOn: day(0) });
    expect((await call(associationApi.duesPaid, { duesId: overdue.duesId })).body.msg).toBe(
      message('associationDuesPaid'),
    );
    const after = (await ok(associationApi.stats)).dues;
    expect(after.collected).toBeCloseTo(before.collected + 5000.5, 2);

    for (const amount of [-1, 0, 10_000_000.01, 12.345, 'abc']) {
      const bad = await call(associationApi.duesCreate, {
        memberId: m.memberId,
        year: 2030,
        amount,
        dueDate: day(1),
      });
      expect(bad.status, String(amount)).toBe(400);
    }
    expect(await t.db.query('select 1 from assoc_dues where year = 2030')).toEqual([]);

    const ended = await ok(associationApi.memberEnd, { memberId: m.memberId });
    expect(ended.state).toBe('ended');
    expect((await call(associationApi.memberEnd, { memberId: m.memberId })).body.msg).toBe(
      message('associationMemberEnded'),
    );
  });

  it('counts members by level, industry and region', async () => {
    const s = await ok(associationApi.stats);
    expect(s.byLevel.map((l: Row) => l.name)).toEqual(['会长', '副会长', '理事', '会员']);
    const active = (await ok(associationApi.overview)).activeMembers;
    const sum = (rows: Array<{ count: number }>) => rows.reduce((n, r) => n + r.count, 0);
    expect(sum(s.byLevel)).toBe(active);
    expect(sum(s.byIndustry)).toBe(active);
    expect(sum(s.byRegion)).toBe(active);
    expect(s.byRegion.some((r: Row) => r.name)).toBe(true);
  });

  it('shows the directory with the applicant’s card when there is one', async () => {
    const dir = (await ok(associationApi.directory, {}, tokens.zhoulei)) as Row[];
    expect(dir.length).toBeGreaterThan(0);
    expect(dir.every((d) => 'card' in d)).toBe(true);
  });
});

describe('another association’s records', () => {
  it('answers 404 for another tenant’s application, member and dues by id', async () => {
    const [level] = await levels();
    const c = freshCompany();
    const m = await ok(associationApi.memberAdd, {
      companyId: c.company_id,
      levelId: level!.levelId,
      ...contact,
      ...term,
    });
    const d = await ok(associationApi.duesCreate, {
      memberId: m.memberId,
      year: 2027,
      amount: 100,
      dueDate: '2027-03-31',
    });
    // 李娜's organisation buys type 3 too and tries the ids of 陈静's.
    await t.db.query(
      `insert into tenant_purchases (id, tenant_id, business_type, product_id, region_code, starts_at, expires_at, source)
       values ('assoc-test-200001', '200001', 3, 'P1002', '', now() - interval '1 day', now() + interval '30 days', 'test')`,
    );
    const lina = tokens.lina;
    for (const [ep, input] of [
      [associationApi.memberUpdate, { memberId: m.memberId, contactName: 'X' }],
      [associationApi.memberEnd, { memberId: m.memberId }],
      [associationApi.duesPaid, { duesId: d.duesId }],
      [associationApi.duesCreate, { memberId: m.memberId, year: 2028, amount: 1, dueDate: '2028-01-01' }],
    ] as const) {
      const res = await call(ep, input, lina);
      expect(res.status, ep.path).toBe(404);
    }
    const c2 = freshCompany();
    await openApplications();
    const a = await ok(
      associationApi.apply,
      { associationId: ASSOCIATION, companyId: c2.company_id, ...contact },
      tokens.wangfang,
    );
    const swap = await call(
      associationApi.applicationReject,
      { applicationId: a.applicationId, reason: 'x' },
      lina,
    );
    expect(swap.status).toBe(404);
    expect((await ok(associationApi.memberPage, {}, lina)).total).toBe(0);
    expect((await ok(associationApi.applicationPage, {}, lina)).total).toBe(0);
  });
});
