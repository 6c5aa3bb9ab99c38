import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { Page } from 'playwright-core';
import { freePort, passwordLogin, useJourney } from './helpers';

const journey = useJourney();

/** A page of another site, to try framing the portal from outside. */
let foreign: { server: Server; url: string };
beforeAll(async () => {
  const port = await freePort();
  const server = createServer((req, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    const target = new URL(req.url ?? '/', 'http://x').searchParams.get('frame') ?? '';
    res.end(`<!doctype html><title>partner</title><iframe id="f" src="${target}"></iframe>`);
  });
  await new Promise<void>((ok) => server.listen(port, '127.0.0.1', ok));
  foreign = { server, url: `http://127.0.0.1:${port}` };
});
afterAll(() => new Promise<void>((ok) => foreign.server.close(() => ok())));

/** Console lines Chromium writes when the Content-Security-Policy blocks something. */
function watchCspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) seen.push(m.text());
  });
  return seen;
}

describe('hardening in the browser', () => {
  it('runs the portal under a strict CSP and keeps the refresh token away from scripts', async () => {
    const page = await journey.browser.newPage();
    const violations = watchCspViolations(page);
    const landing = await page.goto(`${journey.server.url}/`);
    const headers = landing!.headers();
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');

    await passwordLogin(page, journey.server.url, 'liuyang');
    await page.getByTestId('user-menu-trigger').waitFor({ timeout: 15_000 });
    const visible = await page.evaluate(() => ({
      cookies: document.cookie,
      storage: JSON.stringify({ ...localStorage }),
    }));
    expect(visible.cookies).not.toContain('platform-refresh');
    expect(visible.storage).not.toMatch(/refresh/i);
    const cookies = await page.context().cookies();
    const refresh = cookies.find((c) => c.name === 'platform-refresh');
    expect(refresh).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/platform-auth/oauth/token',
    });

    // An access token about to expire is renewed silently through the cookie on the next call.
    await page.evaluate(() => localStorage.setItem('platform-tokenExpiresAt', String(Date.now() + 1000)));
    const renewed = page.waitForResponse((r) => r.url().endsWith('/oauth/token'));
    await page.reload();
    expect((await renewed).status()).toBe(200);
    await page.getByTestId('user-menu-trigger').waitFor({ timeout: 15_000 });
    expect(violations).toEqual([]);
    await page.close();
  });

  it('shows a name written as markup as plain text', async () => {
    const page = await journey.browser.newPage();
    await page.goto(`${journey.server.url}/`);
    await passwordLogin(page, journey.server.url, 'wangfang');
    const trigger = page.getByTestId('user-menu-trigger');
    await trigger.waitFor({ timeout: 15_000 });
    const name = '<img src=x onerror=__xss=1>';
    const saved = await page.evaluate(async (nickName) => {
      const token = decodeURIComponent(document.cookie.match(/platform-access-token=([^;]+)/)?.[1] ?? '');
      const res = await fetch('/api/platform-system/user/update-user-info', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ nickName }),
      });
      return (await res.json()) as { data: { nickName: string }; msg: string };
    }, name);
    expect(saved.data?.nickName, saved.msg).toBe(name);
    await page.goto(`${journey.server.url}/user/personal/index`);
    await page.getByText(name).first().waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    await page.close();
  });

  it('cannot be framed by another site, and a missing script is a 404', async () => {
    const page = await journey.browser.newPage();
    await page.goto(`${foreign.url}/?frame=${encodeURIComponent(`${journey.server.url}/`)}`);
    await expect
      .poll(
        () =>
          page
            .frames()
            .find((f) => f !== page.mainFrame())
            ?.url() ?? '',
        { timeout: 10_000 },
      )
      .toMatch(/^chrome-error:|^about:blank$/);
    const loader = await fetch(`${journey.server.url}/widgets/missing-loader.js`);
    expect(loader.status).toBe(404);
    await page.close();
  });
});
