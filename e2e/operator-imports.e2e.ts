import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useJourney } from './helpers';
import { expectNoSeriousA11yViolations, signIn } from './helpers/enterprise';

// One built server with the demo data: admin (13800000000) is the platform operator; the demo
// queues two imports (bigdata/demo/imports.ts) that the runner checks at start.
const journey = useJourney({ DEMO_COMPANIES: '300' });
const SAMPLE = fileURLToPath(new URL('../docs/import-samples/companies.jsonl', import.meta.url));
// The sample gives no companyId: the import makes it from the credit code 91440111MA768R002Q.
const FIRST = { companyId: '891116797224607464', name: '广州市优越食品有限公司' };

describe('operator company import', () => {
  it('uploads a file, reads its report, writes it, and the company opens on its profile', async () => {
    const page = await signIn(journey.server, journey.browser, 'admin');
    await page.goto(`${journey.server.url}/operator/index`);
    await page
      .getByTestId('operator-sections')
      .getByRole('link', { name: /数据导入/ })
      .click();
    await page.waitForURL('**/operator/imports');

    // The demo's broken file: invalid, with its report, nothing written.
    const broken = page.getByRole('region', { name: '企业补录-有误.jsonl' });
    await broken.getByText('校验未通过').waitFor({ timeout: 20_000 });
    expect(await broken.innerText()).toMatch(/line 2: esDt/);
    const companies = page
      .getByRole('table', { name: '各表行数' })
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: '企业', exact: true }) });
    const countBefore = Number((await companies.innerText()).replace(/\D/g, ''));

    await page.locator('input[type="file"]').setInputFiles(SAMPLE);
    const run = page.getByRole('region', { name: 'companies.jsonl' });
    await run.getByText('校验通过').waitFor({ timeout: 20_000 });
    expect(await run.innerText()).toContain('共 6 家企业，写入后将新增 6 家、更新 0 家');
    await expectNoSeriousA11yViolations(page);

    await run.getByRole('button', { name: '开始导入' }).click();
    await run.getByText('已完成').waitFor({ timeout: 30_000 });
    expect(await run.innerText()).toMatch(/导入完成：新增 6 家、更新 0 家/);
    await expect
      .poll(async () => Number((await companies.innerText()).replace(/\D/g, '')), { timeout: 10_000 })
      .toBe(countBefore + 6);

    // The imported company is the platform's now: its profile opens for a user.
    await page.goto(`${journey.server.url}/entInfo/index?companyid=${FIRST.companyId}`);
    const card = page.getByTestId('profile-card');
    await card.waitFor({ timeout: 15_000 });
    expect(await card.innerText()).toContain(FIRST.name);
    await page.context().close();
  });
});
