import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSampleCompanies } from '../../../test/sample-companies';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { reportQueueHealth } from '../queue-health';
import { DEMO_FAILED_REPORT, seedDemoFailedReport } from '.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo failed report', () => {
  it('is seeded on no company, then once, failed, and listed for the operator', async () => {
    expect(await seedDemoFailedReport(t.app.ctx.store)).toBe(false);
    await loadSampleCompanies(t.app.ctx.store, 2);
    expect(await seedDemoFailedReport(t.app.ctx.store)).toBe(true);
    expect(await seedDemoFailedReport(t.app.ctx.store)).toBe(false);
    const health = await reportQueueHealth(t.app.ctx.store, 50);
    expect(health.failed.map((r) => r.id)).toContain(DEMO_FAILED_REPORT.id);
    expect(health.counts.failed).toBeGreaterThanOrEqual(1);
  });
});
