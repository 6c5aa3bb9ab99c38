import { describe, expect, it } from 'vitest';
import { useJourney } from './helpers';
import { expectNoSeriousA11yViolations, signIn } from './helpers/enterprise';

// One built server with the demo data: 李娜 monitors seven companies in three groups (docs/company-tracking.md).
const journey = useJourney({ DEMO_COMPANIES: '300' });

describe('企业监控', () => {
  it('李娜 reads her new events by group, monitors a company from its profile, and marks all read', async () => {
    const page = await signIn(journey.server, journey.browser, 'lina');
    await page.goto(`${journey.server.url}/serve/compTracking`);
    const events = page.getByTestId('monitor-events');
    await events.getByTestId('monitor-event').first().waitFor({ timeout: 30_000 });
    await page.getByRole('status').filter({ hasText: '未读 7 条' }).waitFor();
    expect(await events.locator('[data-new]').count()).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page);

    // One group's timeline: the group in the address, only its companies' events.
    await page.getByRole('link', { name: /^竞争对手/ }).click();
    await page.waitForURL(/group=/);
    await page.getByText(/^共 \d+ 条动态$/).waitFor();
    await page.getByLabel('只看未读').check();
    await page.getByRole('button', { name: '查询' }).click();
    await page.waitForURL(/unread=1/);
    await page.getByText('共 3 条动态').waitFor({ timeout: 10_000 });

    // A company of the data set, from its profile's 监控: the page opens with the dialog for it.
    await page.goto(`${journey.server.url}/home/discover?q=${encodeURIComponent('有限公司')}`);
    const result = page.getByTestId('company-result').last();
    await result.waitFor({ timeout: 15_000 });
    const name = (await result.getByRole('heading').first().textContent())?.trim() ?? '';
    await result
      .getByRole('button', { name: name.slice(0, 4) })
      .first()
      .click();
    await page.waitForURL('**/EntInfo/index?companyid=*');
    const companyId = new URL(page.url()).searchParams.get('companyid')!;
    const card = page.getByTestId('profile-card');
    await card.waitFor({ timeout: 15_000 });
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      card.getByRole('button', { name: '监控', exact: true }).first().click(),
    ]);
    await popup.waitForURL(`**/serve/compTracking?companyid=${companyId}`);
    const dialog = popup.getByRole('dialog');
    await dialog.getByText(name.slice(0, 10)).waitFor({ timeout: 15_000 });
    await dialog.getByLabel('重点客户').check();
    await dialog.getByRole('button', { name: '开始监控' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await popup
      .getByRole('link', { name: /^重点客户/ })
      .filter({ hasText: '4 家' })
      .waitFor({ timeout: 10_000 });

    // Its companies: the new one is there, in its group; stopping and reloading keep what was stored.
    await popup.getByRole('tab', { name: '监控企业' }).click();
    const row = popup.getByTestId('monitored-company').filter({ hasText: name.slice(0, 10) });
    await row.waitFor({ timeout: 10_000 });
    await expect(row.getByText('重点客户', { exact: true }).count()).resolves.toBe(1);
    await popup.reload();
    await popup
      .getByTestId('monitored-company')
      .filter({ hasText: name.slice(0, 10) })
      .waitFor({ timeout: 15_000 });
    await expectNoSeriousA11yViolations(popup);

    // All read: the count goes to zero and no event is new any more.
    await popup.getByRole('button', { name: '全部标为已读' }).click();
    await popup.getByRole('status').filter({ hasText: '未读 0 条' }).waitFor({ timeout: 10_000 });
    await popup.getByRole('tab', { name: '监控动态' }).click();
    await popup.getByTestId('monitor-event').first().waitFor();
    expect(await popup.getByTestId('monitor-events').locator('[data-new]').count()).toBe(0);
    await page.context().close();
  });
});
