/**
 * Opening a chain map in Chromium on localhost (goal, issue 14: shown in at most 1 s), timed in the
 * page: from navigation (a fresh browser context, nothing cached) to the three stream columns with
 * their company counts, and to the graph view's canvas drawn; and from a click on the chain in the
 * loaded catalogue to its columns. Prints figures, never pass/fail.
 *
 *   npm run bench:chain-open                      # the demo data of `npm start`, 5 opens each
 *   npm run bench:chain-open -- --opens 10 --companies 2000
 *
 * Uses the built server (npm run build) on a fresh embedded database.
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { chainApi } from '@platform/contracts';
import { launchBrowser, startServer } from '../../e2e/helpers';

const { values } = parseArgs({
  options: { opens: { type: 'string', default: '5' }, companies: { type: 'string', default: '20000' } },
});
const OPENS = Number(values.opens);
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]!;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

// In the page: when the three stream columns show their counts, and when the graph's canvas has been
// drawn (the frame after it is in place), in ms since navigation; a click's time, for in-app opens.
const MARKS = `(() => {
  const streams = /^(上游|中游|下游) · \\d+ 家/;
  const observer = new MutationObserver(() => {
    const now = performance.now();
    if (window.__columns === undefined) {
      const shown = [...document.querySelectorAll('button')].filter((b) => streams.test(b.textContent.trim()));
      if (shown.length >= 3) window.__columns = now;
    }
    if (window.__graph === undefined && document.querySelector('[role="application"] canvas')) {
      window.__graph = null;
      requestAnimationFrame(() => requestAnimationFrame(() => (window.__graph = performance.now())));
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
  document.addEventListener('click', () => (window.__clickAt = performance.now()), true);
})()`;

type Mark = '__columns' | '__graph';
const markOf = (page: Page, mark: Mark) =>
  page.waitForFunction((m) => (window as unknown as Record<string, number | null>)[m] ?? null, mark, {
    timeout: 30_000,
  });

/** Runs `open` OPENS times, each in a fresh context (nothing cached) with the marks installed. */
async function timeOpens(browser: Browser, open: (page: Page) => Promise<number>) {
  const times: number[] = [];
  for (let i = 0; i < OPENS; i++) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.addInitScript(MARKS);
    times.push(Math.round(await open(page)));
    await context.close();
  }
  return times;
}

/** Navigation start to the mark. */
const coldOpens = (browser: Browser, url: string, mark: Mark) =>
  timeOpens(browser, async (page) => {
    await page.goto(url, { waitUntil: 'commit' });
    return (await (await markOf(page, mark)).jsonValue()) as number;
  });

/** From the catalogue, already loaded: the click on the chain to the columns shown. */
const inAppOpens = (browser: Browser, base: string, chainName: string) =>
  timeOpens(browser, async (page) => {
    await page.goto(`${base}/proGraph/index`);
    const link = page.getByRole('link', { name: new RegExp(chainName) }).first();
    await link.waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await link.click();
    const shown = (await (await markOf(page, '__columns')).jsonValue()) as number;
    const clicked = (await page.evaluate(
      () => (window as unknown as { __clickAt: number }).__clickAt,
    )) as number;
    return shown - clicked;
  });

const report = (name: string, times: number[]) =>
  console.log(
    `${name.padEnd(36)} (goal <= 1000 ms): median ${pct(times, 50)} ms, max ${Math.max(...times)} ms  [${times.join(', ')}]`,
  );

async function main() {
  console.log(`2 cores, load ${load()} at start`);
  const started = Date.now();
  const server = await startServer({ DEMO_COMPANIES: values.companies! });
  console.log(
    `server with ${values.companies} demo companies up in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  const browser = await launchBrowser();
  try {
    // The demo chain with the most companies.
    const catalogue = (await (
      await fetch(`${server.url}${chainApi.getInduClass.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
    ).json()) as {
      data: {
        classes: Array<{ chains: Array<{ chainCode: string; chainName: string; companyCount: number }> }>;
      };
    };
    // The demo chain with the most companies.
    const chain = catalogue.data.classes
      .flatMap((c) => c.chains)
      .sort((a, b) => b.companyCount - a.companyCount)[0]!;
    console.log(`chain ${chain.chainCode} ${chain.chainName}: ${chain.companyCount} companies\n`);
    const url = `${server.url}/graph/index?induchainid=${chain.chainCode}`;
    report('cold open: columns with counts', await coldOpens(browser, url, '__columns'));
    report('cold open: graph view drawn', await coldOpens(browser, `${url}&view=graph`, '__graph'));
    report('from the catalogue: columns', await inAppOpens(browser, server.url, chain.chainName));
    console.log(`\nload ${load()} at end`);
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
