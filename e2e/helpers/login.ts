import type { Page } from 'playwright-core';

/**
 * Opens the login dialog, types account and password, and drags the slider piece to the answer
 * that test mode reveals. Waiting for the outcome is the caller's (it may expect a failure).
 */
export async function passwordLogin(
  page: Page,
  serverUrl: string,
  account: string,
  password = 'Demo@2026',
  options: { openDialog?: boolean } = {},
) {
  // A login-only address opens the dialog by itself.
  if (options.openDialog !== false) await page.getByRole('button', { name: '登录/注册' }).click();
  const dialog = page.getByRole('dialog', { name: '欢迎登录' });
  await dialog.getByLabel('请输入账号').fill(account);
  await dialog.getByLabel('请输入密码').fill(password);
  const puzzle = page.waitForResponse((r) => r.url().includes('/captcha/get'));
  await dialog.getByRole('button', { name: '登录' }).click();
  const { data } = (await (await puzzle).json()) as { data: { token: string } };
  const answer = (await (
    await fetch(`${serverUrl}/api/platform-auth/captcha/test-answer?token=${data.token}`)
  ).json()) as { data: { x: number } };
  const handle = page.getByTestId('captcha-handle');
  const box = (await handle.boundingBox())!;
  const startX = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  for (const step of [0.3, 0.6, 0.9, 1]) await page.mouse.move(startX + answer.data.x * step, y);
  await page.mouse.up();
}
