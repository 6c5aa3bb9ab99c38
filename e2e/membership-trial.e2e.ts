import { describe, expect, it } from 'vitest';
import { useJourney } from './helpers';
import { loginAs } from './helpers/membership';

const journey = useJourney();

describe('free trial', () => {
  it('needs a city (never 全国), cannot be dismissed by Escape, activates and reloads', async () => {
    const page = await loginAs(journey.server, journey.browser, 'liuyang');
    await page.goto(`${journey.server.url}/member/index`);
    await page.getByTestId('member-status').getByRole('button', { name: '免费试用' }).click();
    const dialog = page.getByRole('dialog', { name: '免费试用' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('恭喜您获得7天全功能免费试用');
    const activate = dialog.getByRole('button', { name: '立即激活' });
    expect(await activate.isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);

    await dialog.getByRole('button', { name: /请选择|please choose/ }).click();
    const search = page.getByRole('searchbox');
    await search.fill('全国');
    expect(await page.getByRole('button', { name: '全国', exact: true }).count()).toBe(0);
    await search.fill('杭州');
    await page
      .getByRole('button', { name: /杭州市/ })
      .first()
      .click();
    await expect.poll(() => activate.isDisabled()).toBe(false);

    const reloaded = page.waitForEvent('load');
    await activate.click();
    await reloaded;
    await page.getByTestId('member-status').waitFor();
    await expect
      .poll(() => page.getByTestId('member-status').getByRole('button', { name: '免费试用' }).count())
      .toBe(0);
    // The member page and the user menu show the running trial with its end.
    await expect.poll(() => page.getByTestId('member-state').innerText()).toBe('免费试用中');
    const ends = await page.getByTestId('member-expire').innerText();
    expect(ends).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    await page.getByTestId('user-menu-trigger').hover();
    await expect
      .poll(() => page.getByTestId('membership-status').innerText())
      .toBe(`免费试用中，${ends.slice(0, 10)} 到期`);
    await page.context().close();
  });
});
