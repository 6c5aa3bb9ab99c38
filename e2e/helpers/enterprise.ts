import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { passwordLogin } from './login';
import type { RunningServer } from './server';

const require = createRequire(import.meta.url);

/** Logs in through the dialog on the home page and waits for the landing page (/home/discover). */
export async function signIn(server: RunningServer, browser: Browser, account: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    acceptDownloads: true,
    // axe-core is injected as a script tag; the portal's CSP (script-src 'self') would refuse it.
    bypassCSP: true,
  });
  const page = await context.newPage();
  await page.goto(`${server.url}/`);
  await passwordLogin(page, server.url, account);
  await page.waitForURL('**/home/discover', { timeout: 15_000 });
  return page;
}

/**
 * axe-core (WCAG 2 A/AA rules) on the current page; serious and critical violations fail. The
 * echarts canvases are left out (they carry their own aria-label and no text).
 */
export async function expectNoSeriousA11yViolations(page: Page, include = 'main, body'): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const violations = await page.evaluate(async (selector) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: unknown,
            opts: unknown,
          ) => Promise<{
            violations: { id: string; impact: string; nodes: { target: string[]; html?: string }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(
      { include: [selector], exclude: [['canvas']] },
      { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] }, resultTypes: ['violations'] },
    );
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${(n as { html?: string }).html ?? ''}`).join(', ')}`,
      );
  }, include.split(',')[0]!.trim());
  expect(violations).toEqual([]);
}

/**
 * axe with the pointer off the controls and every finite animation or transition finished: a click
 * leaves the pointer where it was, and when the page moves under it a control lands under it mid
 * hover; in CI axe once caught 保存 between two colours (the re-click lock releasing).
 */
export async function settledA11y(page: Page) {
  await page.mouse.move(0, 0);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await expectNoSeriousA11yViolations(page);
}
