import { describe, expect, it } from 'vitest';
import { useJourney } from './helpers';
import { settledA11y, signIn } from './helpers/enterprise';

// One built server with the demo data: the discover directory lists 15 organisations of the
// default customer (three of each kind, four members each, db/seed/directory.ts) and 李娜's company.
const journey = useJourney({ DEMO_COMPANIES: '300' });

const PARK = '杭州未来科技城';

describe('discover: the directory, an organisation followed and its members', () => {
  it('filters by 园区, follows a park, opens its members, keeps the follow over a reload, unfollows', async () => {
    const page = await signIn(journey.server, journey.browser, 'lina');
    await page.goto(`${journey.server.url}/discoverHome/discoverIndex`);
    const list = page.getByTestId('org-list');
    await list.getByRole('heading', { name: '杭州市滨江区投资促进局' }).waitFor({ timeout: 20_000 });

    // Only the parks remain once the kind is chosen; the address keeps the filter.
    await page.getByLabel('组织类型').selectOption({ label: '园区' });
    await list.getByRole('heading', { name: '杭州市滨江区投资促进局' }).waitFor({ state: 'detached' });
    await list.getByRole('heading', { name: PARK }).waitFor();
    expect(new URL(page.url()).searchParams.get('kind')).toBe('2');
    expect(await list.getByRole('article').count()).toBe(3);

    await list.getByRole('button', { name: `关注 ${PARK}` }).click();
    const followed = list.getByRole('button', { name: `已关注 ${PARK}` });
    await followed.waitFor({ timeout: 10_000 });
    expect(await followed.getAttribute('aria-pressed')).toBe('true');
    // The button is held (aria-disabled, greyed) for a second after a click: check it once released.
    await list.locator(`button[aria-label="已关注 ${PARK}"]:not([aria-disabled])`).waitFor();
    await settledA11y(page);

    // Its member page: the facts, the follow state, four members with their card summaries.
    await list.getByRole('link', { name: PARK }).click();
    await page.waitForURL(/\/discoverMem\/discoverMember\?orgId=\d{6}/, { timeout: 15_000 });
    await page.getByRole('heading', { level: 1, name: PARK }).waitFor({ timeout: 15_000 });
    const members = page.getByTestId('member-list');
    await members.getByRole('article').first().waitFor({ timeout: 15_000 });
    expect(await members.getByRole('article').count()).toBe(4);
    expect(await members.getByRole('link', { name: /^查看.+的名片$/ }).count()).toBe(4);
    await page.getByRole('button', { name: `已关注 ${PARK}` }).waitFor();
    await settledA11y(page);

    // The follow is the server's: a reload still shows it, and unfollowing sticks too.
    await page.reload();
    await page.getByRole('button', { name: `已关注 ${PARK}` }).click({ timeout: 20_000 });
    await page.getByRole('button', { name: `关注 ${PARK}` }).waitFor({ timeout: 10_000 });
    await page.reload();
    await page.getByRole('button', { name: `关注 ${PARK}` }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('button', { name: `已关注 ${PARK}` }).count()).toBe(0);
    await page.close();
  });
});
