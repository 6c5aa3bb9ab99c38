import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TenantScope } from '../db/tenant-scope';
import { createTestApp, type TestApp } from './test-app';
import { runTenantSweep } from './tenant-sweep';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => {
  vi.restoreAllMocks();
  return t.close();
});

describe('the tenant sweep against a scope that forgets the tenant', () => {
  it('reports what leaks', async () => {
    // Planted: every scoped read loses its `tenant_id =` filter.
    vi.spyOn(TenantScope.prototype, 'selectFrom').mockImplementation(function (this: TenantScope, table) {
      const store = (this as unknown as { store: { unscoped: { selectFrom: (t: string) => unknown } } })
        .store;
      return store.unscoped.selectFrom(table) as ReturnType<TenantScope['selectFrom']>;
    });
    // Every module's reads leak; pay's order list is where the sweep must see it.
    const findings = await runTenantSweep(t, (ep) => ep.path.startsWith('/api/platform-pay/'));
    expect(findings.map((f) => `${f.endpoint}: ${f.problem}`)).toContainEqual(
      expect.stringMatching(/tenant-buy-record\/page: A tenant name in the answer/),
    );
  });
});
