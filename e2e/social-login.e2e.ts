import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { passwordLogin, useJourney } from './helpers';

const journey = useJourney();

async function api<T>(path: string): Promise<T> {
  const body = (await (await fetch(`${journey.server.url}${path}`)).json()) as { data: T };
  return body.data;
}

/** The sandbox provider's consent page: authorise as `account`. */
async function authoriseAt(page: Page, provider: string, account: string) {
  await page.waitForURL(`**/sandbox-oauth/${provider}?**`);
  await page.getByLabel('沙箱账号标识').fill(account);
  await page.getByRole('button', { name: '同意授权' }).click();
}

describe('social login (sandbox provider)', () => {
  it('a WeChat identity links a phone by SMS on its first sign-in, then signs in directly; its code works once', async () => {
    const context = await journey.browser.newContext();
    const page = await context.newPage();
    let checked: { url: string; body: string } | undefined;
    page.on('request', (r) => {
      if (r.url().endsWith('/oauth/checkThirdLogin')) checked = { url: r.url(), body: r.postData() ?? '' };
    });
    await page.goto(`${journey.server.url}/login?path=/control/collections`);
    await page.getByRole('group', { name: '其他登录方式' }).getByRole('button', { name: '微信' }).click();
    await authoriseAt(page, 'wechat', 'liuyang-wx');

    await page.getByRole('heading', { name: '绑定手机号' }).waitFor();
    // The code and state leave the address bar.
    expect(new URL(page.url())).toMatchObject({ pathname: '/oauth/callback/wechat', search: '' });
    await page.getByLabel('请输入手机号码').fill('13800000004');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByRole('button', { name: /s后重新获取/ }).waitFor();
    const inbox = await api<{ code: string }>('/api/platform-resource/sms/test-inbox?phone=13800000004');
    await page.getByLabel('请输入验证码').fill(inbox.code);
    await page.getByRole('button', { name: '绑定并登录' }).click();
    await page.waitForURL('**/control/collections', { timeout: 15_000 });
    await page.getByTestId('top-bar').getByText('刘洋').first().waitFor();

    // The same code and state again, from the same browser: refused.
    const replay = await page.evaluate(async ({ url, body }) => {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'zh' },
        body,
      });
      return ((await res.json()) as { msg: string }).msg;
    }, checked!);
    expect(replay).toBe('第三方登录已失效或不是从本浏览器发起的，请重新登录');
    await context.close();

    const again = await journey.browser.newContext();
    const second = await again.newPage();
    await second.goto(`${journey.server.url}/login`);
    await second.getByRole('group', { name: '其他登录方式' }).getByRole('button', { name: '微信' }).click();
    await authoriseAt(second, 'wechat', 'liuyang-wx');
    await second.waitForURL('**/home/discover', { timeout: 15_000 });
    await second.getByTestId('top-bar').getByText('刘洋').first().waitFor();
    await again.close();
  });

  it('links and unlinks a QQ account from account security', async () => {
    const context = await journey.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${journey.server.url}/`);
    await passwordLogin(page, journey.server.url, 'lina');
    await page.waitForURL('**/home/discover', { timeout: 15_000 });
    await page.goto(`${journey.server.url}/user/safety/index`);
    await page.getByRole('tab', { name: '第三方账号' }).click();
    await page.getByRole('button', { name: '绑定 QQ' }).click();
    await authoriseAt(page, 'qq', 'lina-qq');
    await page.waitForURL('**/user/safety/index', { timeout: 15_000 });
    await page.getByText('QQ账号已绑定').waitFor();
    await page.getByRole('tab', { name: '第三方账号' }).click();
    await page.getByText(/已绑定：QQ用户/).waitFor();

    await page.getByRole('button', { name: '解绑 QQ' }).click();
    const dialog = page.getByRole('dialog', { name: '解绑QQ账号' });
    await dialog.getByRole('button', { name: /确定|确认/ }).click();
    await page.getByText('已解绑').waitFor();
    await page.getByRole('button', { name: '绑定 QQ' }).waitFor();
    await context.close();
  });
});
