import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customersApi } from '@platform/contracts';
import { createTestApp, endpointClient, loginToken, type TestApp } from '../../test/test-app';
import { DEMO_CUSTOMERS, seedDemoCustomers } from './demo';

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

type Row = Record<string, unknown>;

describe('demo customers', () => {
  it('gives 陈静’s organisation 200 customers with deals in every stage, a timeline and tasks, once', async () => {
    expect(await seedDemoCustomers(t.app.ctx.store)).toBe(true);
    expect(await seedDemoCustomers(t.app.ctx.store)).toBe(false);
    expect((await ok(customersApi.customerPage, { size: 1 })).total).toBe(DEMO_CUSTOMERS);
    const board = await ok(customersApi.dashboard);
    for (const stage of board.funnel) expect(stage.count, String(stage.name)).toBeGreaterThan(0);
    expect(board.weightedValue).toBeGreaterThan(0);
    expect(board.wonByMonth.filter((m: Row) => Number(m.amount) > 0).length).toBeGreaterThanOrEqual(6);
    expect(board.activitiesByMember).toHaveLength(3);
    // Members see their own customers and those shared with them, not all.
    const zhoulei = (await ok(customersApi.customerPage, { size: 1 }, tokens.zhoulei)).total;
    expect(zhoulei).toBeGreaterThan(DEMO_CUSTOMERS / 4);
    expect(zhoulei).toBeLessThan(DEMO_CUSTOMERS / 2);
    for (const who of ['chenjing', 'zhoulei', 'sunli']) {
      const due = await ok(customersApi.taskDue, {}, tokens[who]);
      expect(due.dueToday, who).toBeGreaterThan(0);
      expect(due.overdue, who).toBeGreaterThan(0);
    }
    const done = await ok(customersApi.taskPage, { state: 'done', size: 1 });
    expect(done.total).toBeGreaterThan(0);
    const sources = new Set(
      (await ok(customersApi.customerPage, { size: 50 })).records.map((r: Row) => r.source as string),
    );
    expect(sources.size).toBeGreaterThanOrEqual(5);
  });
});
