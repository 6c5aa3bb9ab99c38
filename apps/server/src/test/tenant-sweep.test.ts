import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import {
  authenticatedEndpoints,
  changesOfA,
  seedTenantA,
  snapshotA,
  sweepAsTenantB,
  sweepSlices,
} from './tenant-sweep';

/**
 * Tenant isolation: B calls every authenticated endpoint with A's ids, a slice a test (the sweep
 * grows with every feature; no one test nears the timeout); then A's rows must be as they were.
 */
const SLICES = 6;

let t: TestApp;
let a: Awaited<ReturnType<typeof seedTenantA>>;
let before: Awaited<ReturnType<typeof snapshotA>>;
let calls = 0;
beforeAll(async () => {
  // A few companies, so tenant A follows some and B's calls name them.
  t = await createTestApp({}, { companies: 30 });
  a = await seedTenantA(t);
  before = await snapshotA(t);
});
afterAll(() => t.close());

describe('tenant isolation', () => {
  sweepSlices(SLICES).forEach((slice, i) => {
    it(`sweeps slice ${i + 1} of ${SLICES} of the authenticated endpoints with A's ids: nothing leaks`, async () => {
      const swept = await sweepAsTenantB(t, a, slice);
      calls += swept.calls;
      expect(swept.findings).toEqual([]);
    });
  });

  it('called every endpoint, and nothing of A changed', async () => {
    expect(authenticatedEndpoints().length).toBeGreaterThan(30);
    expect(calls).toBeGreaterThanOrEqual(authenticatedEndpoints().length);
    expect(changesOfA(before, await snapshotA(t))).toEqual([]);
  });
});
