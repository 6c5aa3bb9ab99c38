/**
 * The large screen's first render in Chromium on localhost at 1920×1080 (issue 28 item 10), timed
 * in the page: from navigation (a fresh browser context with the signed-in session, nothing cached)
 * to the six figures shown, to every chart's canvas drawn, and to the first event listed. The real
 * path: the built server, its kept counts (built before the first open, as `npm start` does) and
 * the region's events. Prints figures, never pass/fail.
 *
 *   npm run bench:large-screen                      # 20,000 demo companies, 5 opens a region
 *   npm run bench:large-screen -- --opens 10 --companies 100000
 *
 * Uses the built server (npm run build) on a fresh embedded database.
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser, passwordLogin, startServer } from '../../e2e/helpers';

const { values } = parseArgs({
  options: { opens: { type: 'string', default: '5' }, companies: { type: 'string', default: '20000' } },
});
const OPENS = Number(values.opens);
const VIEWPORT = { width: 1920, height: 1080 };
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]!;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

// In the page, in ms since navigation: the six figures shown, every chart's canvas drawn (the frame
// after the last one is in place), the first event listed.
const MARKS = `(() => {
  const observer = new MutationObserver(() => {
    const now = performance.now();
    if (window.__figures === undefined && document.querySelectorAll('[data-testid^="figure-"]').length >= 6)
      window.__figures = now;
    if (window.__charts === undefined && document.querySelectorAll('main canvas').length >= 3) {
      window.__charts = null;
      requestAnimationFrame(() => requestAnimationFrame(() => (window.__charts = performance.now())));
    }
    if (window.__events === undefined && document.querySelector('[data-testid="screen-events"] li'))
      window.__events = now;
  });
  observer.observe(document, { childList: true, subtree: true });
})()`;

type Mark = '__figures' | '__charts' | '__events';
const MARK_NAMES: Record<Mark, string> = {
  __figures: 'figures shown',
  __charts: 'charts drawn',
  __events: 'first event listed',
};

async function openOnce(browser: Browser, session: BrowserContextOptions['storageState'], url: string) {
  const context = await browser.newContext({ viewport: VIEWPORT, storageState: session });
  const page: Page = await context.newPage();
  await page.addInitScript(MARKS);
  await page.goto(url, { waitUntil: 'commit' });
  const marks = {} as Record<Mark, number>;
  for (const mark of Object.keys(MARK_NAMES) as Mark[])
    marks[mark] = Math.round(
      (await (
        await page.waitForFunction(
          (m) => (window as unknown as Record<string, number | null>)[m] ?? null,
          mark,
          {
            timeout: 60_000,
          },
        )
      ).jsonValue()) as number,
    );
  await context.close();
  return marks;
}

async function main() {
  console.log(`2 cores, load ${load()} at start`);
  const started = Date.now();
  // Seeding tens of thousands of demo companies on a fresh database takes minutes, more on a busy
  // machine: the E2E default of 90 s is for the journeys' small data sets.
  const server = await startServer({ DEMO_COMPANIES: values.companies! }, { readyWithinMs: 20 * 60_000 });
  console.log(
    `server with ${values.companies} demo companies up in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  const browser = await launchBrowser();
  try {
    const login = await browser.newContext({ viewport: VIEWPORT });
    const page = await login.newPage();
    await page.goto(`${server.url}/`);
    await passwordLogin(page, server.url, 'lina');
    await page.waitForURL('**/home/discover', { timeout: 30_000 });
    const session = await login.storageState();
    // The first open also builds nothing: the demo load built the kept counts; warm the server once.
    await page.goto(`${server.url}/largeScreen`);
    await page.getByTestId('figure-companies').waitFor({ timeout: 60_000 });
    await login.close();
    for (const [name, region] of [
      ['the nation', ''],
      ['浙江省 (a province)', '?regionCode=330000'],
      ['杭州市 (a city)', '?regionCode=330100'],
    ] as const) {
      const runs: Record<Mark, number>[] = [];
      for (let i = 0; i < OPENS; i++)
        runs.push(await openOnce(browser, session, `${server.url}/largeScreen${region}`));
      console.log(`\n${name}, ${OPENS} cold opens at 1920×1080:`);
      for (const mark of Object.keys(MARK_NAMES) as Mark[]) {
        const times = runs.map((r) => r[mark]);
        console.log(
          `  ${MARK_NAMES[mark].padEnd(20)} median ${pct(times, 50)} ms, p95 ${pct(times, 95)} ms  [${times.join(', ')}]`,
        );
      }
    }
    console.log(`\nload ${load()} at end`);
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
