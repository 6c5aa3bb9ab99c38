import { describe, expect, it } from 'vitest';
import { useJourney } from './helpers';
import { expectNoSeriousA11yViolations, signIn } from './helpers/enterprise';

// One built server with the demo data (companies with their dynamics, users, cards, follows and
// groups of the content demo) and one Chromium.
const journey = useJourney({ DEMO_COMPANIES: '300' });

describe('the dynamics feed and trends', () => {
  it('a demo user reads a full feed, loads the next page by scrolling, filters by a group, changes a setting; trends draw a chain', async () => {
    const page = await signIn(journey.server, journey.browser, 'lina');
    await page.goto(`${journey.server.url}/home/index`);
    const list = page.getByTestId('feed-list');
    const items = list.getByRole('listitem');
    await expect.poll(() => items.count(), { timeout: 20_000 }).toBe(10);
    await expectNoSeriousA11yViolations(page);

    // Scrolling to the end of the list loads page 2 (appended).
    const firstTitle = await items.first().getByRole('button').innerText();
    await items.last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    await expect.poll(() => items.count(), { timeout: 15_000 }).toBeGreaterThan(10);
    expect(await items.first().getByRole('button').innerText()).toBe(firstTitle);

    // A group of the demo tree (companies only): the list starts again with that group's items.
    const group = page.getByRole('button', { name: '按分组筛选：链主企业' });
    await group.click();
    await expect.poll(() => group.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => items.count(), { timeout: 15_000 }).toBe(10);
    await page.getByRole('button', { name: '全部关注' }).click();

    // The kinds setting is saved for the user and survives a reload.
    const companyNews = page.getByRole('checkbox', { name: '企业动态' });
    expect(await companyNews.isChecked()).toBe(true);
    await companyNews.click();
    await page.getByText('设置已保存', { exact: true }).first().waitFor({ timeout: 10_000 });
    await page.reload();
    await expect
      .poll(() => page.getByRole('checkbox', { name: '企业动态' }).isChecked(), { timeout: 15_000 })
      .toBe(false);
    await page.getByRole('checkbox', { name: '企业动态' }).click();
    await page.getByText('设置已保存', { exact: true }).first().waitFor({ timeout: 10_000 });

    // Trends of a chain: totals, a chart and the latest items.
    await page.goto(`${journey.server.url}/trends/index`);
    const chain = page.getByLabel('产业链', { exact: true });
    await expect.poll(() => chain.locator('option').count(), { timeout: 15_000 }).toBeGreaterThan(1);
    const option = chain.locator('option').nth(1);
    const name = await option.innerText();
    await chain.selectOption({ index: 1 });
    await page.getByRole('heading', { name: `${name}新增趋势` }).waitFor({ timeout: 20_000 });
    await page.getByTestId('trend-chart').locator('canvas').first().waitFor({ timeout: 15_000 });
    await expectNoSeriousA11yViolations(page);
    await page.close();
  });
});
