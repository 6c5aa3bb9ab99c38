import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadsApi } from '@platform/contracts';
import { createTestApp, endpointClient, loginToken, type TestApp } from '../../test/test-app';
import { seedDemoLeads } from './demo';

let t: TestApp;
const tokens: Record<string, string> = {};
const { ok } = endpointClient(
  () => t.app,
  () => tokens.chenjing ?? null,
);
beforeAll(async () => {
  t = await createTestApp({}, { companies: 300 });
  for (const u of ['chenjing', 'zhoulei', 'sunli']) tokens[u] = (await loginToken(t.app, u)).access;
});
afterAll(() => t.close());

describe('demo lead lists', () => {
  it('gives 陈静’s organisation three lists with every status, members, due follow-ups and conversions, once', async () => {
    expect(await seedDemoLeads(t.app.ctx.store)).toBe(true);
    expect(await seedDemoLeads(t.app.ctx.store)).toBe(false);
    const lists = (await ok(leadsApi.listPage, { size: 10 })).records as Array<Record<string, unknown>>;
    expect(lists.map((l) => l.share).sort()).toEqual(['organisation', 'private', 'users']);
    const board = await ok(leadsApi.dashboard, {});
    for (const s of ['new', 'contacted', 'interested', 'converted', 'invalid'])
      expect(board.byStatus[s]).toBeGreaterThan(0);
    expect(board.byAssignee.length).toBe(3);
    // 金融拓客: leads carry the products to pitch.
    const first = lists.find((l) => l.share === 'organisation')!;
    const equity = await ok(leadsApi.leadPage, { listId: first.listId, productTag: 'equity', size: 1 });
    expect(equity.total).toBeGreaterThan(0);
    expect(board.conversions.filter((m: { count: number }) => m.count > 0).length).toBeGreaterThanOrEqual(3);
    // 周磊 sees the organisation's list and the one shared with him, not 陈静's private one.
    expect((await ok(leadsApi.listPage, {}, tokens.zhoulei)).total).toBe(2);
    expect((await ok(leadsApi.listPage, {}, tokens.sunli)).total).toBe(1);
    for (const who of ['chenjing', 'zhoulei']) {
      const due = await ok(leadsApi.leadDue, {}, tokens[who]);
      expect(due.dueToday, who).toBeGreaterThan(0);
      expect(due.overdue, who).toBeGreaterThan(0);
    }
  });
});
