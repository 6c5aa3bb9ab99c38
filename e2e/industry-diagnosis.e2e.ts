import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useJourney } from './helpers';
import { expectNoSeriousA11yViolations, signIn } from './helpers/enterprise';

// One built server with the demo enterprises (their patents and chain layouts feed the scores).
const journey = useJourney({ DEMO_COMPANIES: '300' });

describe('产业诊断: a region and a chain, and the diagnosis report as a PDF', () => {
  it('diagnoses 江苏省 on a chain, generates the PDF, waits for it on /control/download and reads it back', async () => {
    const page = await signIn(journey.server, journey.browser, 'lina');
    await page.goto(`${journey.server.url}/serve/industryDiag?regionCode=320000`);
    await page.getByText('请选择地区和产业链').waitFor({ timeout: 30_000 });
    const chain = page.getByRole('combobox', { name: '产业链', exact: true });
    await chain.locator('option').nth(1).waitFor({ state: 'attached', timeout: 15_000 });
    const chainName = ((await chain.locator('option').nth(1).textContent()) ?? '').trim();
    await chain.selectOption({ index: 1 });
    await page.waitForURL(/chainCode=/);

    // The chain's scores, every link in the table, strengths, weaknesses and suggestions.
    await page.getByRole('heading', { name: `江苏省 · ${chainName}` }).waitFor({ timeout: 30_000 });
    const scores = page.getByRole('list', { name: '产业链评分' });
    expect(await scores.getByRole('listitem').count()).toBe(5);
    const rows = page.getByRole('table').locator('tbody tr');
    expect(await rows.count()).toBeGreaterThan(2);
    for (const h of ['优势环节', '薄弱环节', '发展建议'])
      await page.getByRole('heading', { name: h, exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page);

    // The PDF: one of the report count, queued, then the downloads page opens.
    await page.getByTestId('diagnosis-remaining').waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: '生成诊断报告' }).click();
    await page.waitForURL('**/control/download', { timeout: 15_000 });
    const row = page.getByRole('row').filter({ hasText: `江苏省${chainName}产业诊断报告` });
    await row.first().waitFor({ timeout: 15_000 });
    await row.first().getByText('已完成').waitFor({ timeout: 60_000 });
    await expectNoSeriousA11yViolations(page);

    const dir = mkdtempSync(join(tmpdir(), 'e2e-diagnosis-'));
    try {
      const download = page.waitForEvent('download', { timeout: 15_000 });
      await row.first().getByRole('button', { name: '下载' }).click();
      const file = join(dir, 'diagnosis.pdf');
      await (await download).saveAs(file);
      const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(
        /\s+/g,
        '',
      );
      expect(text).toContain('产业诊断报告');
      expect(text).toContain(`江苏省·${chainName.replace(/\s+/g, '')}`);
      for (const title of ['一、诊断概览', '二、环节评分', '三、优势环节', '四、薄弱环节', '五、发展建议'])
        expect(text).toContain(title);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    await page.context().close();
  });
});
