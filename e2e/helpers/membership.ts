import type { Browser, Page } from 'playwright-core';
import { passwordLogin } from './login';
import type { RunningServer } from './server';

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
  await passwordLogin(page, server.url, account);
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
