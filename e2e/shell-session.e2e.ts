import { describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import type { Locator, Page } from 'playwright-core';
import { passwordLogin as loginThroughDialog, useJourney } from './helpers';

const journey = useJourney();

async function api<T>(path: string): Promise<T> {
  const body = (await (await fetch(`${journey.server.url}${path}`)).json()) as { data: T };
  return body.data;
}

const passwordLogin = (page: Page, account: string, password = 'Demo@2026') =>
  loginThroughDialog(page, journey.server.url, account, password);

/** Reads the QR the page shows, as a phone camera would: the image's pixels through a QR decoder. */
async function readQr(page: Page, name: string): Promise<string> {
  const img = page.getByRole('img', { name });
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
    .toBe(true);
  const { width, height, pixels } = await img.evaluate((el: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = el.naturalWidth;
    canvas.height = el.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(el, 0, 0);
    const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
    return { width: canvas.width, height: canvas.height, pixels: Array.from(data) };
  });
  const code = jsQR(Uint8ClampedArray.from(pixels), width, height);
  if (!code) throw new Error('no QR code in the image');
  return code.data;
}

const PHONE = {
  viewport: { width: 390, height: 844 },
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  isMobile: true,
  hasTouch: true,
};

/** Signs in on the SMS tab of the login dialog or /login, with the code from the test inbox. */
async function smsLogin(form: Locator, phone: string) {
  await form.getByRole('tab', { name: '验证码登录' }).click();
  await form.getByLabel('请输入手机号码').fill(phone);
  await form.getByRole('button', { name: '获取验证码' }).click();
  await form.getByRole('button', { name: /60s后重新获取|59s后重新获取/ }).waitFor();
  const inbox = await api<{ code: string }>(`/api/platform-resource/sms/test-inbox?phone=${phone}`);
  await form.getByLabel('请输入验证码').fill(inbox.code);
  await form.getByRole('button', { name: '登录' }).click();
}

describe('sign-in and session', () => {
  it('logs in with password and captcha, lands on /home/discover, sees the counts, logs out', async () => {
    const page = await journey.browser.newPage();
    await page.goto(`${journey.server.url}/`);
    await passwordLogin(page, 'lina');
    await page.waitForURL('**/home/discover', { timeout: 15_000 });
    const trigger = page.getByTestId('user-menu-trigger');
    expect(await trigger.innerText()).toContain('李娜');
    await trigger.click();
    const menu = page.getByTestId('user-menu');
    for (const label of ['好友', '名片夹', '粉丝', '关注']) expect(await menu.innerText()).toContain(label);
    // The demo data makes lina and zhangwei friends (issue 12).
    await expect.poll(() => menu.getByTestId('count-friends').innerText()).toContain('1');
    await menu.getByRole('button', { name: '退出登录' }).click();
    await page.getByTestId('top-bar').getByRole('button', { name: '登录/注册' }).waitFor({ timeout: 15_000 });
    await expect.poll(() => page.evaluate(() => localStorage.getItem('platform-userInfo'))).toBeNull();
    await page.close();
  });

  it('logs in with an SMS code read from the test inbox', async () => {
    const page = await journey.browser.newPage();
    await page.goto(`${journey.server.url}/agreement/privacy`);
    await page.getByTestId('top-bar').getByRole('button', { name: '登录/注册' }).click();
    const dialog = page.getByRole('dialog', { name: '欢迎登录' });
    await smsLogin(dialog, '13800000001');
    await page.getByTestId('user-menu-trigger').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('user-menu-trigger').innerText()).toContain('张伟');
    await page.close();
  });

  it('opens /login as a page of its own and continues to ?path= after an SMS login there', async () => {
    const page = await journey.browser.newPage();
    await page.goto(`${journey.server.url}/login?path=/control/collections`);
    const card = page.getByRole('region', { name: /欢迎登录/ });
    await smsLogin(card, '13800000004');
    await page.waitForURL('**/control/collections', { timeout: 15_000 });
    expect(await page.getByRole('dialog', { name: '欢迎登录' }).count()).toBe(0);
    await page.close();
  });

  it('logs a second tab out when the first one logs out', async () => {
    const context = await journey.browser.newContext();
    const first = await context.newPage();
    await first.goto(`${journey.server.url}/`);
    await passwordLogin(first, 'wangfang');
    await first.waitForURL('**/home/discover', { timeout: 15_000 });
    const second = await context.newPage();
    await second.goto(`${journey.server.url}/user/personal/index`);
    await second.getByTestId('profile-facts').waitFor({ timeout: 15_000 });
    await first.getByTestId('user-menu-trigger').click();
    await first.getByRole('button', { name: '退出登录' }).click();
    await second
      .getByTestId('top-bar')
      .getByRole('button', { name: '登录/注册' })
      .waitFor({ timeout: 15_000 });
    await expect.poll(() => new URL(second.url()).pathname, { timeout: 10_000 }).toBe('/');
    await second.waitForLoadState('load');
    await second
      .getByTestId('top-bar')
      .getByRole('button', { name: '登录/注册' })
      .waitFor({ timeout: 15_000 });
    await context.close();
  });

  it('asks a new SMS user for organisation info first, then lets them in and offers the free trial', async () => {
    const page = await journey.browser.newPage();
    await page.goto(`${journey.server.url}/`);
    await page.getByTestId('top-bar').getByRole('button', { name: '登录/注册' }).click();
    const dialog = page.getByRole('dialog', { name: '欢迎登录' });
    await dialog.getByRole('tab', { name: '验证码登录' }).click();
    // A phone never seen, on a retry too (the first try registered its phone and started its
    // 60 s resend wait).
    const phone = `139${String(Date.now()).slice(-8)}`;
    await dialog.getByLabel('请输入手机号码').fill(phone);
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    await dialog.getByRole('button', { name: /s后重新获取/ }).waitFor();
    const inbox = await api<{ code: string }>(`/api/platform-resource/sms/test-inbox?phone=${phone}`);
    await dialog.getByLabel('请输入验证码').fill(inbox.code);
    await dialog.getByRole('button', { name: '登录' }).click();
    await page.waitForURL('**/org/index', { timeout: 15_000 });
    // Once the organisation page has rendered, it stands without the top bar.
    const enter = page.getByRole('button', { name: '进入平台' });
    await enter.waitFor();
    expect(await page.getByTestId('top-bar').count()).toBe(0);
    await enter.click();
    await page.getByText('请输入组织名称').first().waitFor();
    await page.getByLabel('组织名称').fill('杭州新星科技');
    await page.getByRole('button', { name: '进入平台' }).click();
    await page.waitForURL('**/home/discover', { timeout: 15_000 });
    await page.getByTestId('top-bar').waitFor();
    // First run: the free trial is offered once the organisation is in.
    const trial = page.getByRole('dialog', { name: '免费试用' });
    await trial.waitFor({ timeout: 15_000 });
    expect(await trial.innerText()).toContain('恭喜您获得7天全功能免费试用');
    await page.close();
  });

  it('edits the profile on /user/personal/index', async () => {
    const page = await journey.browser.newPage();
    await page.goto(`${journey.server.url}/`);
    await passwordLogin(page, 'liuyang');
    await page.waitForURL('**/home/discover', { timeout: 15_000 });
    await page.goto(`${journey.server.url}/user/personal/index`);
    await page.getByRole('button', { name: '编辑资料' }).click();
    await page.getByLabel('昵称').fill('洋洋');
    await page.getByRole('button', { name: '保存' }).click();
    await expect
      .poll(() => page.getByTestId('profile-facts').innerText(), { timeout: 15_000 })
      .toContain('洋洋');
    await page.close();
  });

  it('guards business-type routes: 未购买！ from the menu, the VIP page in a new window by address', async () => {
    const context = await journey.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${journey.server.url}/`);
    await passwordLogin(page, 'zhangwei');
    await page.waitForURL('**/home/discover', { timeout: 15_000 });
    await page.getByRole('navigation', { name: 'main' }).getByRole('link', { name: '精准招商' }).click();
    await page.getByText('未购买！').waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/home/discover');
    const popup = context.waitForEvent('page');
    await page.evaluate(() => {
      window.history.pushState(null, '', '/toker/tokerIndex');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const vip = await popup;
    await vip.waitForURL('**/product/vipServices', { timeout: 15_000 });
    await expect.poll(() => new URL(page.url()).pathname).toBe('/home/discover');
    await context.close();
  });

  it('records the invite of a sellCode link after login', async () => {
    const context = await journey.browser.newContext();
    const page = await context.newPage();
    await page.goto(
      `${journey.server.url}/?sellCode=SELL2026&channel=poster&userid=1000000000000000003&tenantid=200001`,
    );
    // A visitor arriving with a sellCode gets the login dialog at once.
    await page.getByRole('dialog', { name: '欢迎登录' }).waitFor({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    const invited = page.waitForResponse((r) => r.url().includes('/userinvitation/submit'), {
      timeout: 15_000,
    });
    await passwordLogin(page, 'wangfang');
    // Logging in records the invite once by itself...
    expect(await (await invited).json()).toMatchObject({ code: 666666, data: true });
    await page.waitForURL('**/home/discover', { timeout: 15_000 });
    // ...and the first invite of a user is kept, so a second submission reports nothing new.
    const again = await page.evaluate(async () => {
      const token = document.cookie
        .split('; ')
        .find((c) => c.startsWith('platform-access-token='))
        ?.split('=')[1];
      const res = await fetch('/api/platform-chain/userinvitation/submit', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${decodeURIComponent(token ?? '')}`,
        },
        body: JSON.stringify({ sellCode: 'OTHER' }),
      });
      return (await res.json()) as { code: number; data: boolean };
    });
    expect(again).toMatchObject({ code: 666666, data: false });
    await context.close();
  });

  it('signs a desktop in by QR: the phone reads the code, signs in, sees 扫码成功 on the desktop, confirms', async () => {
    const desktop = await journey.browser.newPage();
    await desktop.goto(`${journey.server.url}/agreement/privacy`);
    await desktop.getByTestId('top-bar').getByRole('button', { name: '登录/注册' }).click();
    const dialog = desktop.getByRole('dialog', { name: '欢迎登录' });
    await dialog.getByRole('tab', { name: '扫码登录' }).click();
    const link = await readQr(desktop, '扫码登录二维码');
    expect(new URL(link).pathname).toBe('/m/qrLogin');

    const phoneContext = await journey.browser.newContext(PHONE);
    const phone = await phoneContext.newPage();
    await phone.goto(link);
    // Not signed in on the phone yet: the login dialog comes first, then the confirm page.
    await loginThroughDialog(phone, journey.server.url, 'wangfang', 'Demo@2026', { openDialog: false });
    await phone.getByRole('button', { name: '确认登录' }).waitFor({ timeout: 15_000 });
    expect(new URL(phone.url()).pathname).toBe('/m/qrLogin');
    await expect
      .poll(() => phone.getByRole('region', { name: '扫码登录确认' }).innerText())
      .toContain('网页版申请使用你的账号登录');
    await dialog.getByText('扫码成功').waitFor({ timeout: 15_000 });
    expect(await dialog.getByRole('status').innerText()).toContain('请在手机上确认登录');

    await phone.getByRole('button', { name: '确认登录' }).click();
    await phone.getByText('已确认登录，请在电脑上继续').waitFor();
    await desktop.getByTestId('user-menu-trigger').waitFor({ timeout: 15_000 });
    expect(await desktop.getByTestId('user-menu-trigger').innerText()).toContain('王芳');
    expect(await dialog.count()).toBe(0);

    // The same code again: refused, nothing signed in twice.
    await phone.goto(link);
    await expect.poll(() => phone.getByRole('alert').innerText()).toContain('二维码已失效');
    await phoneContext.close();
    await desktop.close();
  });
});
