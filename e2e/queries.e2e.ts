import { describe, expect, it } from 'vitest';
import { useJourney } from './helpers';
import { expectNoSeriousA11yViolations, signIn } from './helpers/enterprise';

// One built server (demo data: every demo user has a query history) and one Chromium.
const journey = useJourney();

describe('query history, collections and likes', () => {
  it('records a discover search, saves it by name on /control/query and runs it again', async () => {
    const page = await signIn(journey.server, journey.browser, 'lina');
    const box = page.getByRole('combobox', { name: '企业搜索' });
    await box.fill('科技');
    await box.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === '科技');
    const results = page.getByTestId('company-result');
    await results.first().waitFor({ timeout: 15_000 });
    const firstResult = (await results.first().innerText()).split('\n')[0]!;

    // The server recorded it: the newest recent entry, titled from its filters.
    await page.goto(`${journey.server.url}/control/query`);
    const recent = page.getByTestId('query-item');
    await recent.first().waitFor({ timeout: 15_000 });
    const mine = recent.filter({ has: page.getByText('科技', { exact: true }) });
    expect(await mine.count()).toBe(1);
    expect(await recent.first().innerText()).toContain('科技');
    // The demo history is there too (recent runs of each source).
    expect(await recent.filter({ hasText: '产业链图谱' }).count()).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page);

    // Save it with a name: it leaves the recent tab for the saved one.
    await mine.getByRole('button', { name: '保存' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('名称').fill('我的科技企业搜索');
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: '已保存' }).click();
    const saved = page.getByTestId('query-item').filter({ hasText: '我的科技企业搜索' });
    await saved.waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('query-item').filter({ hasText: '新能源汽车链上的高新企业' }).count()).toBe(
      1,
    );

    // Run it again: the same search, the same results.
    await saved.getByRole('button', { name: '再次查询' }).click();
    await page.waitForURL((url) => url.pathname === '/home/discover' && url.searchParams.get('q') === '科技');
    await results.first().waitFor({ timeout: 15_000 });
    expect((await results.first().innerText()).split('\n')[0]).toBe(firstResult);

    // It ran twice now, on the named entry.
    await page.goto(`${journey.server.url}/control/query?tab=named`);
    const again = page.getByTestId('query-item').filter({ hasText: '我的科技企业搜索' });
    await again.waitFor({ timeout: 10_000 });
    expect(await again.innerText()).toContain('查询 2 次');
    await page.context().close();
  });

  it('shows the demo collections and likes, and cancels a collection', async () => {
    const page = await signIn(journey.server, journey.browser, 'lina');
    // Every demo reader collects the newest company dynamic (content's interactions demo); the
    // publications tab fills with the demo publications.
    await page.goto(`${journey.server.url}/control/collections?tab=dynamic`);
    const items = page.getByTestId('interaction-item');
    await items.first().waitFor({ timeout: 15_000 });
    const before = await items.count();
    const first = items.first();
    const target = await first.getAttribute('data-target');
    expect(target).toMatch(/^dynamic:\d+$/);
    expect(await first.getByRole('link').first().getAttribute('href')).toMatch(
      /^\/EntInfo\/index\?companyid=\d+$/,
    );
    await expectNoSeriousA11yViolations(page);
    await first.getByRole('button', { name: '取消收藏' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expect
      .poll(async () => page.locator(`[data-target="${target}"]`).count(), { timeout: 10_000 })
      .toBe(0);
    if (before > 1) expect(await items.count()).toBe(before - 1);

    // Publications link to their detail page.
    await page.getByRole('tab', { name: '发布' }).click();
    await page.waitForURL((url) => !url.searchParams.has('tab'));
    for (const href of await page
      .getByTestId('interaction-item')
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
      expect(href).toMatch(/^\/publicationDetail\/index\?id=\d+$/);

    await page.goto(`${journey.server.url}/control/praise`);
    await items.first().waitFor({ timeout: 15_000 });
    expect(await items.count()).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page);
    await page.context().close();
  });
});
