// Portal budget benchmark: prints the gzipped JS the first route (/) loads, and the time to content
// of /, /home/discover and the public card view in headless Chromium against the built server,
// cold (a new browser context per load) and warm (the same page loaded again in that context).
// Budget: the portal build's (vite.config.ts, FIRST_ROUTE_BUDGET_KB; the build fails above it by
// 10 %) for the first route's JS (printed next to the figure). Goal: content at most 800 ms cold.
// It never passes or fails on time.
//
//   node bench/portal/run.mjs [--runs 5] [--no-build]
//   PORTAL_DIST=/tmp/portal-before node bench/portal/run.mjs --no-build
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { demoPublicCard } from '../lib/demoCard.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// PORTAL_DIST (read by the server too) compares another build, e.g. a copy of the one before a change.
const PORTAL_DIST = process.env.PORTAL_DIST ?? path.join(ROOT, 'apps/portal/dist');
const SERVER_DIST = path.join(ROOT, 'apps/server/dist/main.js');
const BUDGET_KB = 210;
const GOAL_MS = 800;

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, 'no-build': { type: 'boolean', default: false } },
});
const runs = Math.max(1, Number.parseInt(args.runs, 10) || 5);

function build() {
  for (const workspace of ['@platform/portal', '@platform/server']) {
    const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`build of ${workspace} failed`);
  }
}

const freePort = () =>
  new Promise((ok, fail) => {
    const srv = net.createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => ok(port));
    });
  });

async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-portal-'));
  const child = spawn(process.execPath, [SERVER_DIST], {
    cwd: ROOT,
    env: {
      ...process.env,
      APP_MODE: 'test',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // The bundle and first-route figures need a running portal, not the 20,000 demo companies.
      DEMO_COMPANIES: '500',
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error('server did not start in 30 s');
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url: `http://localhost:${port}`,
    close: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const gzipKb = (file) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

if (!args['no-build'] || !existsSync(SERVER_DIST) || !existsSync(PORTAL_DIST)) build();

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
/** Records the moment the content (a selector, or a text) enters the DOM: window.__contentAt. */
const watchFor = (page, { selector, text }) =>
  page.addInitScript(
    ([wanted, words]) => {
      const shown = () =>
        wanted ? document.querySelector(wanted) !== null : !!document.body?.innerText.includes(words);
      new MutationObserver((_, observer) => {
        if (window.__contentAt || !shown()) return;
        window.__contentAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true, characterData: true });
    },
    [selector ?? null, text ?? null],
  );

/** Loads the target's url in `page`; ms from navigation start until its content was in the DOM. */
async function contentAt(page, target) {
  await page.goto(`${server.url}${target.url}`, { waitUntil: 'commit' });
  const content = target.selector ? page.locator(target.selector) : page.getByText(target.text);
  await content.first().waitFor({ timeout: 30_000 });
  return page.evaluate(() => window.__contentAt);
}

try {
  const card = await demoPublicCard(server.url);
  const targets = [
    { name: '/', url: '/', selector: '[data-testid="home-title"]' },
    { name: '/home/discover', url: '/home/discover', selector: '[data-testid="discover-page"] h1' },
    // The card holder's name, as bench/card-view times it.
    { name: 'card view', url: `/businessCard/view?vcardId=${card.id}&cardType=0`, text: card.userName },
  ];
  let beforeRender = [];
  let all = [];
  const times = new Map(targets.map((t) => [t.name, { cold: [], warm: [], paint: [] }]));
  for (let i = 0; i < runs; i += 1) {
    for (const target of targets) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await watchFor(page, target);
      const entry = times.get(target.name);
      const cold = await contentAt(page, target);
      entry.cold.push(cold);
      await page.waitForLoadState('networkidle');
      const paint = await page.evaluate(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      );
      if (paint !== null) entry.paint.push(paint);
      if (target.name === '/') {
        const scripts = await page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .filter((e) => new URL(e.name).pathname.endsWith('.js'))
            .map((e) => ({ path: new URL(e.name).pathname, startTime: e.startTime })),
        );
        beforeRender = scripts.filter((e) => e.startTime <= cold).map((e) => e.path);
        all = scripts.map((e) => e.path);
      }
      entry.warm.push(await contentAt(page, target));
      await context.close();
    }
  }
  const sized = (list) =>
    list
      .map((p) => ({ name: p.replace('/assets/', ''), kb: gzipKb(path.join(PORTAL_DIST, p)) }))
      .sort((a, b) => b.kb - a.kb);
  const sum = (files) => files.reduce((total, f) => total + f.kb, 0);
  // The first route as the build's budget counts it: what index.html loads (script and modulepreload).
  const html = readFileSync(path.join(PORTAL_DIST, 'index.html'), 'utf8');
  const inHtml = new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  const first = sized(beforeRender.filter((p) => inHtml.has(p)));
  const page = sized(beforeRender.filter((p) => !inHtml.has(p)));
  const later = sized(all.filter((p) => !beforeRender.includes(p)));
  console.log('\nPortal first route (/): the JS index.html loads');
  for (const f of first) console.log(`  ${f.kb.toFixed(1).padStart(7)} KB  ${f.name}`);
  console.log(`  ${sum(first).toFixed(1).padStart(7)} KB  gzipped, first route (budget ${BUDGET_KB} KB)`);
  console.log("\nThe home page's chunks, loaded with the route's data before the first render");
  for (const f of page) console.log(`  ${f.kb.toFixed(1).padStart(7)} KB  ${f.name}`);
  console.log(`  ${sum(page).toFixed(1).padStart(7)} KB  gzipped`);
  console.log('\nLoaded after the first render (floating layers, side bar, popovers)');
  for (const f of later) console.log(`  ${f.kb.toFixed(1).padStart(7)} KB  ${f.name}`);
  console.log(
    `  ${sum(later).toFixed(1).padStart(7)} KB  gzipped; ${(sum(first) + sum(page) + sum(later)).toFixed(1)} KB until network idle`,
  );
  const ms = (values) => (values.length ? `${median(values).toFixed(0)} ms` : '-');
  console.log(`\nTime to content, median of ${runs} (goal: cold <= ${GOAL_MS} ms)`);
  console.log('  page              cold      warm      first paint (cold)');
  for (const [name, t] of times)
    console.log(`  ${name.padEnd(16)}  ${ms(t.cold).padEnd(8)}  ${ms(t.warm).padEnd(8)}  ${ms(t.paint)}`);
  console.log(
    `  machine: ${os.cpus().length} cores, load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await browser.close();
  await server.close();
}
