import type { Browser, Page } from 'playwright-core';
import type { RunningServer } from './helpers';

/** The membership journeys' shared steps: UI login (captcha answered by test mode) and the member page. */
export async function loginAs(
  server: RunningServer,
  browser: Browser,
  account: string,
  path = '/',
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${server.url}${path}`);
  await page.getByRole('button', { name: '登录/注册' }).click();
  const dialog = page.getByRole('dialog', { name: '欢迎登录' });
  await dialog.getByLabel('请输入账号').fill(account);
  await dialog.getByLabel('请输入密码').fill('Demo@2026');
  const puzzle = page.waitForResponse((r) => r.url().includes('/captcha/get'));
  await dialog.getByRole('button', { name: '登录' }).click();
  const { data } = (await (await puzzle).json()) as { data: { token: string } };
  const answer = (await (
    await fetch(`${server.url}/api/platform-auth/captcha/test-answer?token=${data.token}`)
  ).json()) as { data: { x: number } };
  const handle = page.getByTestId('captcha-handle');
  const box = (await handle.boundingBox())!;
  const startX = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  for (const step of [0.3, 0.6, 0.9, 1]) await page.mouse.move(startX + answer.data.x * step, y);
  await page.mouse.up();
  await page.getByTestId('user-menu-trigger').waitFor({ timeout: 15_000 });
  return page;
}

/** Opens the QR's URL as the payer's phone would and confirms (or fails) the payment. */
export async function payOnPhone(
  browser: Browser,
  codeUrl: string,
  action: '确认支付' | '支付失败',
): Promise<string> {
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
  await phone.goto(codeUrl);
  await phone.getByRole('button', { name: action }).click();
  const state = await phone.getByTestId('sandbox-state').innerText();
  await phone.close();
  return state;
}

export async function codeUrlOf(page: Page): Promise<string> {
  const link = page.getByTestId('pay-code-url');
  await link.waitFor({ state: 'attached', timeout: 15_000 });
  return (await link.getAttribute('href'))!;
}
