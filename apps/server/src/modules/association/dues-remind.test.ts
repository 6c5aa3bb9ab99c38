import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_SENDER_ID, associationApi, message } from '@platform/contracts';
import { todayInChina } from '../../lib/china-time';
import { createTestApp, endpointClient, loginToken, type TestApp } from '../../test/test-app';

/**
 * 发送催缴提醒 (docs/association.md "Dues"): the contact user of each active member with dues overdue
 * or due soon gets one chat message from the system account per dues and day; members added by
 * hand have no user; dues paid, due later or of an ended member are left out.
 */

let t: TestApp;
const tokens: Record<string, string> = {};
const { call, ok } = endpointClient(
  () => t.app,
  () => tokens.chenjing ?? null,
);
const DAY = 86_400_000;
const day = (offset: number) => todayInChina(new Date(Date.now() + offset * DAY));
const term = { termStart: '2026-01-01', termEnd: '2028-12-31' };
const contact = { contactName: '王建国', contactPhone: '13900001111' };
const LINA = '1000000000000000003';

beforeAll(async () => {
  t = await createTestApp({}, { companies: 10 });
  for (const u of ['chenjing', 'zhoulei', 'lina']) tokens[u] = (await loginToken(t.app, u)).access;
});
afterAll(() => t.close());

const reminders = (recipient: string) =>
  t.db.query<{ client_msg_id: string; payload: { kind: string; description: string; data: unknown } }>(
    `select m.client_msg_id, m.payload from im_messages m
       join im_conversation_members c on c.conversation_id = m.conversation_id and c.user_id = $2
      where m.sender_id = $1 and m.client_msg_id like 'assoc-dues-%' order by m.client_msg_id`,
    [SYSTEM_SENDER_ID, recipient],
  );

describe('发送催缴提醒', () => {
  it('messages the contact user of overdue and due-soon dues once a day; members only see', async () => {
    const companies = await t.db.query<{ company_id: string; company_name: string }>(
      'select company_id, company_name from companies order by company_id limit 4',
    );
    const [applied, byHand, later, ended] = companies;
    const [, , , plain] = (await ok(associationApi.levelList)) as Array<{ levelId: string }>;
    await ok(associationApi.settingsSave, { accepting: true, intro: '' });

    // 李娜's company joins by application: she is its contact user.
    const application = await ok(
      associationApi.apply,
      { associationId: '200002', companyId: applied!.company_id, ...contact },
      tokens.lina,
    );
    const joined = await ok(associationApi.applicationApprove, {
      applicationId: application.applicationId,
      levelId: plain!.levelId,
      ...term,
    });
    const member = (await ok(associationApi.memberPage, { keyword: applied!.company_name })).records[0];
    expect(joined.state).toBe('approved');
    const add = (c: { company_id: string }) =>
      ok(associationApi.memberAdd, { companyId: c.company_id, levelId: plain!.levelId, ...contact, ...term });
    const year = Number(day(0).slice(0, 4));
    const dues = (memberId: string, y: number, dueDate: string) =>
      ok(associationApi.duesCreate, { memberId, year: y, amount: 8000.5, dueDate });
    const overdue = await dues(member.memberId, year, day(-3));
    const soon = await dues(member.memberId, year + 1, day(10));
    await dues(member.memberId, year + 2, day(60)); // later than the window
    const paid = await dues(member.memberId, year - 1, day(-30));
    await ok(associationApi.duesPaid, { duesId: paid.duesId });
    await dues((await add(byHand!)).memberId, year, day(-1)); // no platform user
    await dues((await add(later!)).memberId, year, day(90));
    const gone = await add(ended!);
    await dues(gone.memberId, year, day(-5));
    await ok(associationApi.memberEnd, { memberId: gone.memberId });

    const refused = await call(associationApi.duesRemind, {}, tokens.zhoulei);
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe(message('associationAdminOnly'));
    expect(await reminders(LINA)).toEqual([]);

    const first = await ok(associationApi.duesRemind, {});
    expect(first).toEqual({ day: day(0), reminded: 2, already: 0, noContact: 1 });
    const got = await reminders(LINA);
    expect(got.map((m) => m.client_msg_id)).toEqual(
      [overdue.duesId, soon.duesId].map((id) => `assoc-dues-${id}-${day(0)}`).sort(),
    );
    const byId = new Map(got.map((m) => [m.client_msg_id, m.payload]));
    const late = byId.get(`assoc-dues-${overdue.duesId}-${day(0)}`)!;
    expect(late.kind).toBe('assocDues');
    expect(late.description).toBe(
      `【苏州星链产业服务有限公司】会费提醒：${applied!.company_name} ${year} 年度会费 8000.50 元已于 ${day(-3)} 到期，请尽快缴纳。`,
    );
    // Data, never copy: the portal draws it in the reader's language.
    expect(late.data).toEqual({
      duesId: overdue.duesId,
      associationName: '苏州星链产业服务有限公司',
      companyName: applied!.company_name,
      year,
      amountFen: 800050,
      dueDate: day(-3),
      overdue: true,
    });
    expect(byId.get(`assoc-dues-${soon.duesId}-${day(0)}`)!.data).toMatchObject({ overdue: false });

    // The same day again, even twice at once: nothing more is sent.
    const again = await Promise.all([ok(associationApi.duesRemind, {}), ok(associationApi.duesRemind, {})]);
    expect(again.map((a) => a.reminded)).toEqual([0, 0]);
    expect(again.map((a) => a.already)).toEqual([2, 2]);
    expect(await reminders(LINA)).toHaveLength(2);
  });

  it('is limited per address and minute', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i += 1) codes.push((await call(associationApi.duesRemind, {})).status);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThan(0);
  });
});
