import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useJourney } from './helpers';
import { expectNoSeriousA11yViolations, signIn } from './enterprise-helpers';

const journey = useJourney();

describe('company report from the profile card', () => {
  it('shows the stock panels of a listed company, generates a report, follows its progress on /control/download and downloads the PDF', async () => {
    const page = await signIn(journey.server, journey.browser, 'lina');
    await page.goto(`${journey.server.url}/home/discover?q=${encodeURIComponent('科技')}&listed=1`);
    const first = page.getByTestId('company-result').first();
    await first.waitFor({ timeout: 10_000 });
    await first.getByRole('button').first().click();
    await page.waitForURL('**/EntInfo/index?companyid=*');
    const card = page.getByTestId('profile-card');
    await card.waitFor({ timeout: 15_000 });
    const name = (await page.locator('h1').first().innerText()).trim();
    expect(name.length).toBeGreaterThan(1);

    // A listed company: the day quote, and the K-line's full-screen mode with 退出全屏.
    const market = page.getByTestId('market-section');
    await market.waitFor({ timeout: 10_000 });
    for (const field of ['今开', '最高', '成交量', '市盈率'])
      expect(await market.innerText()).toContain(field);
    await market.getByRole('button', { name: '全屏' }).click();
    const exit = page.getByRole('button', { name: '退出全屏' });
    await exit.waitFor();
    await exit.click();
    await market.getByRole('button', { name: '全屏' }).waitFor();

    await card.getByRole('button', { name: '生成报告' }).click();
    const dialog = page.getByRole('dialog', { name: '生成报告' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('招商解决方案');
    expect(await dialog.innerText()).toContain(name);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: '确定' }).click();

    // Code 200 closes the dialog and opens the downloads page.
    await page.waitForURL('**/control/download', { timeout: 15_000 });
    await expect.poll(() => page.getByTestId('report-remaining').count(), { timeout: 10_000 }).toBe(1);
    const row = page.getByRole('row').filter({ hasText: name.slice(0, 21) });
    await row.first().waitFor({ timeout: 10_000 });
    // Progress is polled while generating, then the row turns 已完成.
    await row.first().getByText('已完成').waitFor({ timeout: 45_000 });
    await expectNoSeriousA11yViolations(page);

    const dir = mkdtempSync(join(tmpdir(), 'e2e-report-'));
    try {
      const download = page.waitForEvent('download', { timeout: 15_000 });
      await row.first().getByRole('button', { name: '下载' }).click();
      const file = join(dir, 'report.pdf');
      await (await download).saveAs(file);
      const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
      expect(text.replace(/\s+/g, '')).toContain(name.replace(/\s+/g, ''));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    await page.context().close();
  });
});
