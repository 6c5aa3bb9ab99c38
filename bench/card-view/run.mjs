// Public card view first render: starts the built server on a fresh PGlite folder with the demo data,
// finds a demo user's public card through the API, then opens /businessCard/view?vcardId=..&cardType=0
// in a fresh, logged-out Chromium context each run and prints the time from navigation start until the
// card holder's name is in the DOM, and until the modules are shown. Goal: at most 1 s on localhost.
// Figures only, never pass/fail.
//
//   node bench/card-view/run.mjs [--runs 10] [--no-build]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { demoPublicCard } from '../lib/demoCard.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER_DIST = path.join(ROOT, 'apps/server/dist/main.js');
const PORTAL_DIST = path.join(ROOT, 'apps/portal/dist');
const GOAL_MS = 1000;

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '10' }, 'no-build': { type: 'boolean', default: false } },
});
const runs = Math.max(1, Number.parseInt(args.runs, 10) || 10);

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
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-card-view-'));
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
      DEMO_COMPANIES: '2000',
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error('server did not start in 120 s');
    await new Promise((r) => setTimeout(r, 200));
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

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

if (args['no-build'] === false || !existsSync(SERVER_DIST) || !existsSync(PORTAL_DIST)) build();

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const card = await demoPublicCard(server.url);
  const url = `${server.url}/businessCard/view?vcardId=${card.id}&cardType=0`;
  const nameShown = [];
  const modulesShown = [];
  for (let i = 0; i < runs; i += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript((name) => {
      new MutationObserver((_, observer) => {
        if (!window.__nameAt && document.body?.innerText.includes(name)) window.__nameAt = performance.now();
        if (window.__nameAt && document.querySelector('section[aria-label]')) {
          window.__modulesAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    }, card.userName);
    await page.goto(url, { waitUntil: 'commit' });
    await page.getByText(card.userName).first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const [nameAt, modulesAt] = await page.evaluate(() => [window.__nameAt, window.__modulesAt ?? null]);
    nameShown.push(nameAt);
    if (modulesAt !== null) modulesShown.push(modulesAt);
    await context.close();
  }
  const fmt = (v) => (v === undefined ? '-' : `${v.toFixed(0)} ms`);
  console.log(`public card view (/businessCard/view, cardType 0), ${runs} cold logged-out loads`);
  console.log(`  card ${card.id} of ${card.account}; goal: first render <= ${GOAL_MS} ms`);
  console.log(`  name shown:    median ${fmt(median(nameShown))}, max ${fmt(Math.max(...nameShown))}`);
  if (modulesShown.length)
    console.log(
      `  modules shown: median ${fmt(median(modulesShown))}, max ${fmt(Math.max(...modulesShown))}`,
    );
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
