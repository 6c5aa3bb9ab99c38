import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useJourney } from './helpers';
import { ROUTES } from '../apps/portal/src/app/router/routeTable';
import { routeTitlesZh } from '../apps/portal/src/shared/i18n/routeTitles';

const journey = useJourney();

const titleOf = (key: string): string => {
  const [group, name] = key.includes('.') ? key.split('.') : [key, undefined];
  const value = (routeTitlesZh as Record<string, unknown>)[group!];
  return String(name ? (value as Record<string, string>)[name] : value);
};

const SKIP = new Set(['/redirect/*', '/login', '/404', '/org/index']);
const plain = ROUTES.filter((r) => !SKIP.has(r.path) && !r.meta.userPermission);

async function visitAll(page: Page, routes: typeof plain) {
  const failures: string[] = [];
  for (const route of routes) {
    await page.goto(`${journey.server.url}${route.path}`);
    const expected = `${titleOf(route.meta.title)}-产业链数智云平台`;
    try {
      await expect.poll(() => page.title(), { timeout: 10_000 }).toBe(expected);
      expect(new URL(page.url()).pathname.toLowerCase()).toBe(route.path.toLowerCase());
    } catch {
      failures.push(`${route.path}: title "${await page.title()}" at ${page.url()}`);
    }
  }
  return failures;
}

describe('every route', () => {
  it('opens each public route with its title', { timeout: 180_000 }, async () => {
    const page = await journey.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    expect(
      await visitAll(
        page,
        plain.filter((r) => !r.meta.isAuth),
      ),
    ).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens each login-only route with its title once logged in', { timeout: 240_000 }, async () => {
    const context = await journey.browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${journey.server.url}/`);
    await page.getByTestId('top-bar').getByRole('button', { name: '登录/注册' }).click();
    const dialog = page.getByRole('dialog', { name: '欢迎登录' });
    await dialog.getByRole('tab', { name: '验证码登录' }).click();
    await dialog.getByLabel('请输入手机号码').fill('13800000002');
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    await dialog.getByRole('button', { name: /s后重新获取/ }).waitFor();
    const inbox = (await (
      await fetch(`${journey.server.url}/api/platform-resource/sms/test-inbox?phone=13800000002`)
    ).json()) as {
      data: { code: string };
    };
    await dialog.getByLabel('请输入验证码').fill(inbox.data.code);
    await dialog.getByRole('button', { name: '登录' }).click();
    await page.waitForURL('**/home/discover', { timeout: 15_000 });
    expect(
      await visitAll(
        page,
        plain.filter((r) => r.meta.isAuth),
      ),
    ).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
