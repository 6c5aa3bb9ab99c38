import { describe, expect, it } from 'vitest';
import { useJourney } from './helpers';
import { expectNoSeriousA11yViolations } from './helpers/enterprise';
import { passwordLogin } from './helpers/login';

// One built server with the demo library (300 policies, docs/policies.md).
const journey = useJourney({ DEMO_COMPANIES: '300' });

describe('政策: the library', () => {
  it('a user finds a policy, reads it, collects it and finds it in the collection', async () => {
    // bypassCSP lets axe-core be injected into the page (the portal's CSP allows no inline script).
    const context = await journey.browser.newContext({
      viewport: { width: 1440, height: 900 },
      bypassCSP: true,
    });
    const page = await context.newPage();
    await page.goto(`${journey.server.url}/serve/policy`);
    await passwordLogin(page, journey.server.url, 'liuyang');
    await page.getByTestId('user-menu-trigger').waitFor({ timeout: 15_000 });
    const list = page.getByTestId('policy-list');
    await list.getByRole('link').first().waitFor({ timeout: 30_000 });

    // Provincial policies in force, by the filters (kept in the address).
    await page.getByRole('combobox', { name: '政策层级', exact: true }).selectOption('province');
    await page.getByLabel('仅看有效政策').check();
    await page.getByRole('button', { name: '查询' }).click();
    await page.waitForURL(/level=province/);
    expect(page.url()).toContain('validOnly=true');
    const first = list.locator('li').first();
    await first.getByText('省级', { exact: true }).waitFor({ timeout: 15_000 });
    const title = (await first.getByRole('link').textContent()) ?? '';
    expect(title).not.toBe('');

    // The detail: the measures table and the full text; collect it.
    await first.getByRole('link').click();
    await page.waitForURL(/\/serve\/policyDetail\?id=\d+/);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.getByRole('table', { name: '支持措施' }).locator('tbody tr').count()).toBeGreaterThan(
      2,
    );
    expect(await page.getByTestId('policy-text').locator('p').count()).toBeGreaterThan(3);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: '收藏', exact: true }).click();
    await page.getByRole('button', { name: '已收藏', exact: true }).waitFor({ timeout: 15_000 });

    // 我的收藏 › 政策 lists it, and opens it again.
    await page.goto(`${journey.server.url}/control/collections?tab=policy`);
    const collected = page.getByRole('link', { name: title });
    await collected.first().waitFor({ timeout: 15_000 });
    await context.close();
  });
});
