// Portal budget benchmark: prints the gzipped JS the first route (/) loads and the time to first
// render of / in headless Chromium against the built server. Budget: the portal build's (vite.config.ts,
// FIRST_ROUTE_BUDGET_KB; the build fails above it by 10 %) for the first
// route's JS (printed next to the figure). It never passes or fails on time.
//
//   node bench/portal/run.mjs [--runs 5] [--no-build]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PORTAL_DIST = path.join(ROOT, 'apps/portal/dist');
const SERVER_DIST = path.join(ROOT, 'apps/server/dist/main.js');
const BUDGET_KB = 232;

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
try {
  const timings = [];
  let beforeRender = [];
  let all = [];
  for (let i = 0; i < runs; i += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    // Records the moment the home title enters the DOM, so scripts requested later count apart.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.querySelector('[data-testid="home-title"]')) {
          window.__firstRender = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${server.url}/`, { waitUntil: 'commit' });
    await page.getByTestId('home-title').waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const firstRender = await page.evaluate(() => window.__firstRender);
    const paint = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    );
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname.endsWith('.js'))
        .map((e) => ({ path: new URL(e.name).pathname, startTime: e.startTime })),
    );
    timings.push({ firstRender, paint });
    beforeRender = scripts.filter((e) => e.startTime <= firstRender).map((e) => e.path);
    all = scripts.map((e) => e.path);
    await context.close();
  }
  const sized = (list) =>
    list
      .map((p) => ({ name: p.replace('/assets/', ''), kb: gzipKb(path.join(PORTAL_DIST, p)) }))
      .sort((a, b) => b.kb - a.kb);
  const sum = (files) => files.reduce((total, f) => total + f.kb, 0);
  const first = sized(beforeRender);
  const later = sized(all.filter((p) => !beforeRender.includes(p)));
  console.log('\nPortal first route (/): JS loaded before the first render');
  for (const f of first) console.log(`  ${f.kb.toFixed(1).padStart(7)} KB  ${f.name}`);
  console.log(`  ${sum(first).toFixed(1).padStart(7)} KB  gzipped, first route (budget ${BUDGET_KB} KB)`);
  console.log('\nLoaded after the first render (floating layers, side bar, popovers)');
  for (const f of later) console.log(`  ${f.kb.toFixed(1).padStart(7)} KB  ${f.name}`);
  console.log(
    `  ${sum(later).toFixed(1).padStart(7)} KB  gzipped; ${(sum(first) + sum(later)).toFixed(1)} KB until network idle`,
  );
  console.log(
    `\nTime to first render of / (home title visible), median of ${runs}: ${median(timings.map((t) => t.firstRender)).toFixed(0)} ms`,
  );
  const paints = timings.map((t) => t.paint).filter((p) => p !== null);
  if (paints.length) console.log(`First contentful paint, median: ${median(paints).toFixed(0)} ms`);
} finally {
  await browser.close();
  await server.close();
}
