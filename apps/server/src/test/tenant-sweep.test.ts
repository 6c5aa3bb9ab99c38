import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { authenticatedEndpoints, runTenantSweep } from './tenant-sweep';

let t: TestApp;
beforeAll(async () => {
  // A few companies, so tenant A follows some and B's calls name them.
  t = await createTestApp({}, { companies: 30 });
});
afterAll(() => t.close());

describe('tenant isolation', () => {
  it('sweeps every authenticated endpoint with another tenant’s ids: nothing leaks, nothing changes', async () => {
    expect(authenticatedEndpoints().length).toBeGreaterThan(30);
    expect(await runTenantSweep(t)).toEqual([]);
  });
});
