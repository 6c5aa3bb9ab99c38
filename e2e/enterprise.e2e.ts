import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pinyin } from 'pinyin-pro';
import { useJourney } from './helpers';
import { expectNoSeriousA11yViolations, signIn } from './helpers/enterprise';

// Both enterprise journeys share one built server (2,000 demo companies) and one Chromium.
const journey = useJourney();

/** Initials as the server keys them (first letter of each Chinese character, lower case). */
const initialsOf = (name: string) =>
  pinyin(name, { toneType: 'none', type: 'array', nonZh: 'removed', v: true, pattern: 'first' })
    .join('')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

describe('enterprise search, profile and follow', () => {
  it('finds a company by a 2-character fragment and by pinyin initials, follows it and pins it', async () => {
    const page = await signIn(journey.server, journey.browser, 'lina');
    const box = page.getByRole('combobox', { name: '企业搜索' });

    // A 2-character fragment, picked from the suggestions with the keyboard.
    await box.fill('科技');
    const firstOption = page.getByRole('listbox', { name: '搜索建议' }).getByRole('option').first();
    await firstOption.waitFor({ timeout: 10_000 });
    const suggested = (await firstOption.innerText()).trim();
    expect(suggested).toContain('科技');
    await box.press('ArrowDown');
    await expect.poll(() => box.getAttribute('aria-activedescendant')).toBeTruthy();
    await box.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === suggested);
    const results = page.getByTestId('company-result');
    await results.first().waitFor({ timeout: 10_000 });
    expect(await results.first().innerText()).toContain(suggested.slice(0, 21));

    // The same company by its pinyin initials; the search lives in the address.
    const name = suggested;
    const initials = initialsOf(name);
    await box.fill(initials);
    await box.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === initials);
    const hit = results.filter({ hasText: name.length > 21 ? name.slice(0, 21) : name });
    await hit.first().waitFor({ timeout: 10_000 });
    await expectNoSeriousA11yViolations(page);

    // Back returns to the fragment search; forward again to the initials.
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('q') === suggested);
    await page.goForward();
    await page.waitForURL((url) => url.searchParams.get('q') === initials);

    // Open its profile and follow it.
    await hit
      .first()
      .getByRole('button', { name: name.slice(0, 4) })
      .first()
      .click();
    await page.waitForURL('**/EntInfo/index?companyid=*');
    const companyId = new URL(page.url()).searchParams.get('companyid')!;
    const card = page.getByTestId('profile-card');
    await card.waitFor({ timeout: 15_000 });
    expect(await card.innerText()).toContain(name.slice(0, 21));
    await card.getByRole('button', { name: /^关注/ }).first().click();
    await card
      .getByRole('button', { name: /^已关注/ })
      .first()
      .waitFor({ timeout: 10_000 });
    await expectNoSeriousA11yViolations(page);

    // The old hash form lands on the same profile.
    await page.goto(`${journey.server.url}/#/entInfo/index?companyid=${companyId}`);
    await page.getByTestId('profile-card').waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname.toLowerCase()).toBe('/entinfo/index');

    // Find it on /control/focus and pin it: pinned first, the unpin button shown instead.
    await page.goto(`${journey.server.url}/control/focus`);
    const item = page.getByTestId('focus-item').filter({ hasText: name.slice(0, 21) });
    await item.waitFor({ timeout: 10_000 });
    await item.getByRole('button', { name: '置顶' }).click();
    await item.getByRole('button', { name: '取消置顶' }).waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('focus-item').first().innerText()).toContain(name.slice(0, 21));
    await expectNoSeriousA11yViolations(page);

    // The people tab lists followed people (cards-people.e2e.ts follows someone through it).
    await page.goto(`${journey.server.url}/control/focus?type=focusPerson`);
    await page.getByRole('list', { name: '关注的人' }).or(page.getByText('暂无关注的人')).first().waitFor();
    await page.context().close();
  });
});

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
    await market.getByText('今开').waitFor({ timeout: 10_000 });
    for (const field of ['最高', '成交量', '市盈率']) expect(await market.innerText()).toContain(field);
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
