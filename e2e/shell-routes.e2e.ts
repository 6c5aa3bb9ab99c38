import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { passwordLogin, useJourney } from './helpers';
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
  // API answers that were not 2xx during a visit: a failing visit names them, so it explains itself.
  let refused: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400 && r.url().includes('/api/'))
      refused.push(`${r.status()} ${new URL(r.url()).pathname}`);
  });
  for (const route of routes) {
    refused = [];
    await page.goto(`${journey.server.url}${route.path}`);
    const expected = `${titleOf(route.meta.title)}-产业链数智云平台`;
    try {
      await expect.poll(() => page.title(), { timeout: 10_000 }).toBe(expected);
      expect(new URL(page.url()).pathname.toLowerCase()).toBe(route.path.toLowerCase());
    } catch {
      failures.push(
        `${route.path}: title "${await page.title()}" at ${page.url()}; refused: ${refused.join(', ')}`,
      );
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
    // Password login: an SMS code can be asked for once a minute per phone, so a retry of this test
    // could not log in by SMS again (SMS login has its own journeys).
    await passwordLogin(page, journey.server.url, 'zhangwei');
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
