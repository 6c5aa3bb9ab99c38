import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { TenantScope } from '../db/tenant-scope';
// eslint-disable-next-line no-restricted-imports -- the planted bug replaces one repo function
import type * as PayRepo from '../modules/pay/repo';
import { createTestApp, type TestApp } from './test-app';
import { runTenantSweep } from './tenant-sweep';

/**
 * The sweep must catch a forgotten tenant filter. This file plants one: the pay repo's findOrder
 * looks the order up by number alone, the way a hand-written unscoped query would.
 */
vi.mock('../modules/pay/repo', async (importOriginal) => {
  const original = await importOriginal<typeof PayRepo>();
  return {
    ...original,
    findOrder: (scope: TenantScope, no: string) => {
      const unscoped = (scope as unknown as { store: { unscoped: Kysely<Database> } }).store.unscoped;
      return unscoped.selectFrom('pay_orders').selectAll().where('out_trade_no', '=', no).executeTakeFirst();
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the tenant sweep against a planted unscoped query', () => {
  it('reports the repo function that forgot the tenant', async () => {
    // The bug is in pay: its endpoints are the ones to sweep.
    const findings = await runTenantSweep(t, (ep) => ep.path.startsWith('/api/platform-pay/'));
    // B could start a payment on A's order: a transaction now points at it.
    expect(findings.map((f) => f.problem)).toContainEqual(
      expect.stringMatching(/^A's rows changed: pay_transactions/),
    );
  });
});
