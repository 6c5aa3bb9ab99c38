import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SYSTEM_SENDER_ID,
  attractProjectApi,
  c2cConversationId,
  chatApi,
  customersApi,
  leadsApi,
  message,
  type WorkReminderPayload,
} from '@platform/contracts';
import { createTestApp, endpointClient, loginToken, type TestApp } from '../../test/test-app';
import { seedDemoAttractProjects } from '../attract/demo';
import { seedDemoCustomers } from '../customers/demo';
import { seedDemoLeads } from '../leads/demo';
import { reminderHourReached, sweepReminders } from './sweep';

/** The daily work reminder in chat (docs/reminders.md). */

let t: TestApp;
const tokens: Record<string, string> = {};
const ID = { chenjing: '1000000000000000007', zhoulei: '1000000000000000008', sunli: '1000000000000000009' };
const ORG = '200002';
const { call, ok } = endpointClient(
  () => t.app,
  () => tokens.chenjing ?? null,
);

let sentFirst = 0;

beforeAll(async () => {
  t = await createTestApp({}, { companies: 300 });
  await seedDemoLeads(t.app.ctx.store);
  await seedDemoCustomers(t.app.ctx.store);
  await seedDemoAttractProjects(t.app.ctx.store);
  for (const u of ['chenjing', 'zhoulei', 'sunli']) tokens[u] = (await loginToken(t.app, u)).access;
});
afterAll(() => t.close());

const reminders = (userId: string) =>
  t.db.query<{ payload: WorkReminderPayload; client_msg_id: string }>(
    'select payload, client_msg_id from im_messages where conversation_id = $1 and sender_id = $2',
    [c2cConversationId(SYSTEM_SENDER_ID, userId), SYSTEM_SENDER_ID],
  );

describe('work reminders', () => {
  it('sends each member with work due one message listing it, as the due badges count it', async () => {
    const now = new Date();
    const first = await sweepReminders(t.app, now);
    expect(first.failed).toBe(0);
    expect(first.sent).toBeGreaterThanOrEqual(3);
    sentFirst = first.sent;
    for (const who of ['chenjing', 'zhoulei', 'sunli'] as const) {
      const rows = await reminders(ID[who]);
      expect(rows, who).toHaveLength(1);
      const p = rows[0]!.payload;
      const leads = await ok(leadsApi.leadDue, {}, tokens[who]);
      const tasks = await ok(customersApi.taskDue, {}, tokens[who]);
      const steps = await ok(attractProjectApi.stepDue, {}, tokens[who]);
      expect(p).toMatchObject({
        kind: 'workReminder',
        day: leads.today,
        tenantId: ORG,
        leads: { dueToday: leads.dueToday, overdue: leads.overdue },
        tasks: { dueToday: tasks.dueToday, overdue: tasks.overdue },
        projects: { dueToday: steps.dueToday, overdue: steps.overdue },
      });
      expect(p.tenantName).toBeTruthy();
      expect(p.leads.items.length).toBe(Math.min(5, leads.dueToday + leads.overdue));
      expect(p.tasks.items.length).toBe(Math.min(5, tasks.dueToday + tasks.overdue));
      for (const item of p.leads.items)
        expect(item.path).toMatch(/^\/toker\/tokerIndex\?tab=lists&list=\d+$/);
      expect(p.projects!.items.length).toBe(Math.min(5, steps.dueToday + steps.overdue));
      for (const item of p.projects!.items) {
        expect(item.path).toMatch(/^\/business\/index\?serveRegionCode=\d{6}&tab=projects$/);
        expect(item.due <= p.day).toBe(true);
      }
      for (const item of p.tasks.items) {
        expect(item.path).toBe('/customer/customerIndex?tab=tasks');
        expect(item.due <= p.day).toBe(true);
      }
    }
    // The member reads it in the conversation list, with its abstract.
    const list = (await call(chatApi.conversationList, {}, tokens.zhoulei)).body.data as Array<{
      conversationID: string;
      lastMessage?: { abstract: string };
      unreadCount: number;
    }>;
    const mine = list.find((c) => c.conversationID === c2cConversationId(SYSTEM_SENDER_ID, ID.zhoulei));
    expect(mine).toMatchObject({ lastMessage: { abstract: '[工作提醒]' }, unreadCount: 1 });
  });

  it('sends nothing twice, however often and however many sweeps run at once', async () => {
    const before = await reminders(ID.sunli);
    const again = await Promise.all([1, 2, 3].map(() => sweepReminders(t.app)));
    expect(again.map((r) => r.sent)).toEqual([0, 0, 0]);
    expect(await reminders(ID.sunli)).toHaveLength(before.length);
    // The next day (China time) is a new reminder.
    const tomorrow = new Date(Date.now() + 24 * 3600_000);
    const next = await Promise.all([1, 2].map(() => sweepReminders(t.app, tomorrow)));
    expect(next[0]!.sent + next[1]!.sent).toBe(sentFirst);
    expect(await reminders(ID.sunli)).toHaveLength(before.length + 1);
  });

  it('takes no replies: sending to the system account is refused', async () => {
    const res = await call(
      chatApi.send,
      {
        clientMsgId: 'reply-to-reminder-1',
        to: { type: 'C2C', userId: SYSTEM_SENDER_ID },
        type: 'text',
        payload: { text: '收到' },
      } as never,
      tokens.chenjing,
    );
    expect(res.body.msg).toBe(message('systemSender'));
    const stored = await t.db.query(`select 1 from im_messages where client_msg_id = 'reply-to-reminder-1'`);
    expect(stored).toHaveLength(0);
  });

  it('leaves out a member who has left the organisation', async () => {
    await t.db.query('delete from tenant_members where tenant_id = $1 and user_id = $2', [ORG, ID.sunli]);
    const later = new Date(Date.now() + 2 * 24 * 3600_000);
    await sweepReminders(t.app, later);
    const days = (await reminders(ID.sunli)).map((r) => r.payload.day);
    expect(days).toHaveLength(2);
    expect((await reminders(ID.chenjing)).length).toBe(3);
  });

  it('waits for the configured hour, China time', () => {
    // 23:30 UTC is 07:30 the next morning in China.
    expect(reminderHourReached(new Date('2026-11-26T23:30:00Z'), 8)).toBe(false);
    expect(reminderHourReached(new Date('2026-11-27T00:00:00Z'), 8)).toBe(true);
  });
});
