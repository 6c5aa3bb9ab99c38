import { describe, expect, it } from 'vitest';
import { useJourney } from './helpers';
import { expectNoSeriousA11yViolations, signIn } from './helpers/enterprise';

// One built server with the demo data: admin (13800000000) is the platform operator; the demo
// seeds one failed report (张伟's, reports/demo) so the health page has one to retry.
const journey = useJourney({ DEMO_COMPANIES: '300' });

describe('operator health', () => {
  it('the operator opens the health page, sees the failed demo report and retries it', async () => {
    const page = await signIn(journey.server, journey.browser, 'admin');
    await page.goto(`${journey.server.url}/operator/index`);
    await page
      .getByTestId('operator-sections')
      .getByRole('link', { name: /平台健康/ })
      .click();
    await page.waitForURL('**/operator/health');
    const adapters = page.getByRole('table', { name: '适配器' });
    await adapters.getByText('数据库').waitFor({ timeout: 15_000 });
    expect(await adapters.innerText()).toMatch(/pglite|postgres/);
    const failed = page.getByRole('table', { name: '失败的报告' });
    const retry = failed.getByRole('button', { name: /^重试：/ }).first();
    await retry.waitFor({ timeout: 15_000 });
    await expectNoSeriousA11yViolations(page);
    await retry.click();
    await page.getByText('报告已重新排队').waitFor({ timeout: 15_000 });
    // Back on the queue: no longer listed as failed (the runner then draws it).
    await expect
      .poll(async () => (await page.getByRole('table', { name: '失败的报告' }).count()) === 0, {
        timeout: 15_000,
      })
      .toBe(true);
    await page.getByRole('link', { name: '查看渠道统计' }).waitFor();
    await page.context().close();
  });
});
