import { describe, expect, it } from 'vitest';
import { useJourney } from './helpers';
import { expectNoSeriousA11yViolations } from './helpers/enterprise';

// One built server with the demo companies and their patents (docs/patents.md).
const journey = useJourney({ DEMO_COMPANIES: '300' });

describe('专利: the patent search', () => {
  it('a visitor searches a word, filters by type and sees the statistics', async () => {
    // bypassCSP lets axe-core be injected into the page (the portal's CSP allows no inline script).
    const context = await journey.browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${journey.server.url}/serve/patents`);
    const list = page.getByTestId('patent-list');
    await list.getByRole('heading').first().waitFor({ timeout: 30_000 });
    await page
      .getByTestId('patent-stats')
      .getByText(/统计范围内共 \d+ 件专利/)
      .waitFor();
    await expectNoSeriousA11yViolations(page);

    // A word of the first title finds that patent.
    const title = (await list.getByRole('heading').first().textContent()) ?? '';
    const word = title.slice(2, 5);
    await page.getByLabel('关键词', { exact: true }).fill(word);
    await page.getByRole('button', { name: '查询' }).click();
    await page.waitForURL(/keyword=/);
    await list.getByRole('heading', { name: title }).first().waitFor({ timeout: 15_000 });
    for (const heading of await list.getByRole('heading').allTextContents()) expect(heading).toBeTruthy();

    // Only utility models once the type is chosen.
    await page.getByLabel('关键词', { exact: true }).fill('');
    await page.getByRole('combobox', { name: '专利类型', exact: true }).selectOption('utility');
    await page.getByRole('button', { name: '查询' }).click();
    await page.waitForURL(/kind=utility/);
    await list.locator('li').first().getByText('实用新型', { exact: true }).waitFor({ timeout: 15_000 });
    const kinds = await list.locator('li').evaluateAll((items) => items.map((li) => li.textContent ?? ''));
    expect(kinds.every((text) => text.includes('实用新型'))).toBe(true);
    await context.close();
  });
});
