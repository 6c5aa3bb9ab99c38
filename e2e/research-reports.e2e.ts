import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useJourney } from './helpers';
import { expectNoSeriousA11yViolations } from './helpers/enterprise';

// One built server with the demo library (240 reports, docs/research-reports.md).
const journey = useJourney({ DEMO_COMPANIES: '300' });

describe('研究报告: the library', () => {
  it('a visitor filters by chain, reads the contents and downloads a report as a PDF', async () => {
    // bypassCSP lets axe-core be injected into the page (the portal's CSP allows no inline script).
    const context = await journey.browser.newContext({ acceptDownloads: true, bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${journey.server.url}/serve/researchReport`);
    const list = page.getByTestId('research-report-list');
    await list.getByRole('heading').first().waitFor({ timeout: 30_000 });
    await expectNoSeriousA11yViolations(page);

    // The chain filter offers the chains the library holds, with their counts.
    const chain = page.getByRole('combobox', { name: '产业链', exact: true });
    const option = chain.locator('option').nth(1);
    const chainName = ((await option.textContent()) ?? '').replace(/\s*\(\d+\)$/, '');
    await chain.selectOption({ index: 1 });
    await page.getByRole('button', { name: '查询' }).click();
    await page.waitForURL(/chainCode=/);
    const first = list.locator('li').first();
    await first.getByText(chainName, { exact: true }).waitFor({ timeout: 15_000 });
    const title = (await first.getByRole('heading').textContent()) ?? '';
    expect(title).not.toBe('');

    // The contents in a drawer.
    await first.getByRole('button', { name: `查看目录: ${title}` }).click();
    const detail = page.getByTestId('research-report-detail');
    await detail.getByText('目录').waitFor();
    const sections = await detail.getByRole('listitem').allTextContents();
    expect(sections.length).toBeGreaterThan(2);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');

    // The PDF, downloaded, holds the title and every section.
    const dir = mkdtempSync(join(tmpdir(), 'e2e-research-report-'));
    try {
      const download = page.waitForEvent('download', { timeout: 15_000 });
      await first.getByRole('link', { name: `下载: ${title}` }).click();
      const file = join(dir, 'report.pdf');
      await (await download).saveAs(file);
      const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
      expect(text.replace(/\s+/g, '')).toContain(title.replace(/\s+/g, ''));
      for (const s of sections) expect(text).toContain(s);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    await context.close();
  });
});
