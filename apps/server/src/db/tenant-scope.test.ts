import { describe, expect, it } from 'vitest';
import type { Db } from './db';
import { createStore, type Store } from './kysely';

const noDb: Db = {
  kind: 'pglite',
  query: async () => [],
  run: async () => ({ rows: [], rowCount: 0 }),
  exec: async () => undefined,
  transaction: (fn) => fn(noDb),
  close: async () => undefined,
};
const scope = createStore(noDb).forTenant('100001');

describe('TenantScope', () => {
  it('filters every read, update and delete by the tenant', () => {
    const read = scope
      .selectFrom('pay_orders')
      .selectAll()
      .where('pay_orders.out_trade_no', '=', 'P1')
      .compile();
    expect(read.sql).toBe(
      'select * from "pay_orders" where "pay_orders"."tenant_id" = $1 and "pay_orders"."out_trade_no" = $2',
    );
    expect(read.parameters).toEqual(['100001', 'P1']);
    const update = scope.updateTable('pay_orders').set({ status: 2 }).compile();
    expect(update.sql).toContain('where "pay_orders"."tenant_id" = $2');
    expect(update.parameters).toEqual([2, '100001']);
    const remove = scope.deleteFrom('feedback').compile();
    expect(remove.sql).toBe('delete from "feedback" where "feedback"."tenant_id" = $1');
  });

  it('sets the tenant on every inserted row, whatever the row says', () => {
    const insert = scope
      .insertInto('feedback', { id: 'f1', user_id: 'u1', content: 'x', ...{ tenant_id: '999999' } })
      .compile();
    expect(insert.parameters).toContain('100001');
    expect(insert.parameters).not.toContain('999999');
  });

  it('refuses a scope without a tenant id', () => {
    expect(() => createStore(noDb).forTenant('')).toThrow();
  });

  it('keeps tenant-owned tables and unknown columns out of the types modules get', () => {
    const typeChecks = (store: Store) => {
      // @ts-expect-error pay_orders is tenant-owned: reachable only through a TenantScope
      void store.db.selectFrom('pay_orders');
      // @ts-expect-error a wrong column name fails the type check
      void store.db.selectFrom('users').select('no_such_column');
      // @ts-expect-error a wrong table name fails the type check
      void store.db.selectFrom('no_such_table');
    };
    expect(typeChecks).toBeTypeOf('function');
  });
});
