import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { useJourney } from './helpers';
import { expectNoSeriousA11yViolations, signIn } from './helpers/enterprise';
import { codeUrlOf, payOnPhone } from './helpers/membership';

// One built server with the demo data: the channel history of the 29 days before today, none today.
const journey = useJourney();

/** A phone nobody has: the SMS login registers it. */
const NEW_PHONE = '13912340077';
const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

async function smsLogin(form: Locator, phone: string) {
  await form.getByRole('tab', { name: '验证码登录' }).click();
  await form.getByLabel('请输入手机号码').fill(phone);
  await form.getByRole('button', { name: '获取验证码' }).click();
  await form.getByRole('button', { name: /60s后重新获取|59s后重新获取/ }).waitFor();
  const inbox = (await (
    await fetch(`${journey.server.url}/api/platform-resource/sms/test-inbox?phone=${phone}`)
  ).json()) as { data: { code: string } };
  await form.getByLabel('请输入验证码').fill(inbox.data.code);
  await form.getByRole('button', { name: '登录' }).click();
}

describe('media tracking', () => {
  it('a visit from douyin registers and buys; the operator sees it in the channel report', async () => {
    // A visitor arrives from douyin: the visit is recorded.
    const context = await journey.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const visit = page.waitForResponse((r) => r.url().includes('/api/platform-system/media/visit'));
    await page.goto(`${journey.server.url}/?channel=douyin`);
    expect(((await (await visit).json()) as { data: unknown }).data).toEqual({ recorded: true });
    expect(await page.evaluate(() => localStorage.getItem('platform-mediaChannel'))).toBe('douyin');

    // A new user signs up by SMS: the attribution records the registration.
    const attributed = page.waitForResponse((r) => r.url().includes('/api/platform-system/media/attribute'));
    await page.getByTestId('top-bar').getByRole('button', { name: '登录/注册' }).click();
    await smsLogin(page.getByRole('dialog', { name: '欢迎登录' }), NEW_PHONE);
    expect(((await (await attributed).json()) as { data: unknown }).data).toEqual({
      channel: 'douyin',
      registered: true,
    });
    // A first login completes the organisation form: a personal account.
    await page.waitForURL('**/org/index', { timeout: 15_000 });
    await page.getByLabel('组织名称').fill('抖音来的个人用户');
    await page.getByRole('radio', { name: '个人' }).check();
    await page.getByRole('button', { name: '进入平台' }).click();
    await page.getByTestId('user-menu-trigger').waitFor({ timeout: 15_000 });

    // ... and buys a year of membership in the sandbox.
    await page.goto(`${journey.server.url}/member/index`);
    await page.getByTestId('member-status').getByRole('button', { name: '立即开通' }).click();
    const vip = page.getByRole('dialog', { name: '开通会员' });
    await vip.getByRole('radio', { name: /1年/ }).click();
    await vip.getByRole('button', { name: '立即开通' }).click();
    await page.getByRole('dialog', { name: '支付订单' }).waitFor();
    expect(await payOnPhone(journey.browser, await codeUrlOf(page), '确认支付')).toBe('支付成功');
    await page.getByRole('dialog', { name: '支付成功' }).waitFor({ timeout: 15_000 });
    await context.close();

    // The platform operator (13800000000) opens the report from the user menu.
    const operator = await signIn(journey.server, journey.browser, 'admin');
    await operator.getByTestId('user-menu-trigger').click();
    await operator.getByTestId('menu-channel-report').click();
    await operator.waitForURL('**/operator/channels');
    const report = operator.getByTestId('channel-report');
    const table = report.getByRole('table', { name: '渠道明细' });
    const row = table.getByRole('row').filter({ hasText: today }).filter({ hasText: '抖音' });
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    const cells = await row.getByRole('cell').allInnerTexts();
    expect(cells).toEqual([today, '抖音', '1', '1', '0', '1', '¥1,980.00']);
    // The demo history shows too (29 days on five channels), with the chart.
    expect(await table.getByRole('row').count()).toBeGreaterThan(20);
    await report.getByRole('img', { name: '按天趋势' }).waitFor();
    // Keyboard: the channel filter narrows the table to douyin.
    await report.getByLabel('渠道', { exact: true }).focus();
    await report.getByLabel('渠道', { exact: true }).selectOption('douyin');
    await expect
      .poll(async () =>
        (await table.getByRole('row').allInnerTexts()).slice(1).every((r) => r.includes('抖音')),
      )
      .toBe(true);
    await expectNoSeriousA11yViolations(operator);
    await operator.context().close();
  });
});
