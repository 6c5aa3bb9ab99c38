import { describe, expect, it } from 'vitest';
import { industryTrackingRoutes } from '@platform/contracts';
import { useJourney } from './helpers';
import { expectNoSeriousA11yViolations, signIn } from './helpers/enterprise';

// One built server with the demo data: 陈静 follows the busiest chain and city (docs/industry-tracking.md).
const journey = useJourney({ DEMO_COMPANIES: '300' });

interface Follows {
  data: { follows: Array<{ chainCode: string | null; regionCode: string | null; newEvents: number }> };
}

describe('产业追踪', () => {
  it('陈静 sees her follows with new events, follows the chain within the city and reads its events', async () => {
    const page = await signIn(journey.server, journey.browser, 'chenjing');
    const first = page.waitForResponse((r) => r.url().includes(industryTrackingRoutes.follows.path));
    await page.goto(`${journey.server.url}/serve/induTracking`);
    const follows = ((await (await first).json()) as Follows).data.follows;
    expect(follows).toHaveLength(2);
    const chainCode = follows[0]!.chainCode!;
    const cityCode = follows[1]!.regionCode!;
    const events = page.getByTestId('track-events');
    await events.getByTestId('track-event').first().waitFor({ timeout: 30_000 });
    await page.getByTestId('track-stats').waitFor();
    await page.getByRole('status').filter({ hasText: '未读 5 条' }).waitFor({ timeout: 10_000 });
    await expectNoSeriousA11yViolations(page);
    // Only the unread: the new ones, marked (the filter in the address).
    await page.getByLabel('只看未读').check();
    await page.getByRole('button', { name: '查询' }).click();
    await page.waitForURL(/unread=1/);
    await events.locator('[data-new]').first().waitFor({ timeout: 10_000 });
    expect(await events.getByTestId('track-event').count()).toBe(await events.locator('[data-new]').count());
    await page.getByRole('button', { name: '重置' }).click();

    // Follow the chain within the city.
    await page.getByRole('button', { name: '添加关注' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('产业链或环节').selectOption(chainCode);
    await dialog.getByLabel('省份').selectOption(`${cityCode.slice(0, 2)}0000`);
    await dialog.getByLabel('城市').selectOption(cityCode);
    await dialog.getByRole('button', { name: '关注', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    const added = page.getByTestId('track-follow').nth(2);
    await added.waitFor({ timeout: 10_000 });
    expect(await added.textContent()).toContain(' · ');

    // Its events: the follow in the address, only the city's companies, none new (history).
    await added.getByRole('link').click();
    await page.waitForURL(/follow=/);
    await events.getByTestId('track-event').first().waitFor({ timeout: 15_000 });
    expect(await events.locator('[data-new]').count()).toBe(0);
    await expectNoSeriousA11yViolations(page);

    // A reload keeps what was stored.
    await page.reload();
    await page.getByTestId('track-follow').nth(2).waitFor({ timeout: 15_000 });
    await page.context().close();
  });
});
