// Time from the script tag to a rendered widget, on a partner page served from another origin
// (another port) that embeds <pf-business-card> and <pf-enterprise-card> through the loader.
// Each run is a fresh browser context (cold: loader, chunks and API answers fetched anew); the
// warm runs reload in the same context (chunks from the HTTP cache). Goal: <= 500 ms on localhost.
// Figures only, never pass/fail. Needs the built server and widgets (`npm run build`).
//
//   npm run bench:widgets-render [-- --runs 10]
import { createServer } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { freePort, launchBrowser, startServer } from '../../e2e/helpers';

const GOAL_MS = 500;
const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '10' } } });
const runs = Math.max(1, Number.parseInt(args.runs, 10) || 10);

const partnerPort = await freePort();
const partnerOrigin = `http://127.0.0.1:${partnerPort}`;
const server = await startServer({ WIDGET_PARTNER_ORIGINS: partnerOrigin });
const browser = await launchBrowser();

// The demo page's ids (the server fills them in), so the bench shows the same card and company.
const demo = await (await fetch(`${server.url}/widgets/demo.html`)).text();
const vcardId = /vcard-id="(\d+)"/.exec(demo)?.[1] ?? '';
const companyId = /company-id="([^"]*)"/.exec(demo)?.[1] ?? '';

// performance.mark('tag') just before the script tag; each widget's pf-ready is the rendered card.
const page = `<!doctype html><html><head><meta charset="utf-8"><title>partner</title>
<script>performance.mark('tag');window.__ready={};document.addEventListener('pf-ready',e=>{window.__ready[e.target.localName]=e.timeStamp-performance.getEntriesByName('tag')[0].startTime});</script>
<script src="${server.url}/widgets/loader.js" async></script></head><body>
<pf-business-card vcard-id="${vcardId}"></pf-business-card>
<pf-enterprise-card company-id="${companyId}"></pf-enterprise-card></body></html>`;
const partner = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(page));
await new Promise<void>((ok) => partner.listen(partnerPort, '127.0.0.1', ok));

const TAGS = ['pf-business-card', 'pf-enterprise-card'] as const;
type Times = Record<(typeof TAGS)[number], number>;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

type WithReady = { __ready?: Partial<Times> };

async function readyTimes(p: Page): Promise<Times> {
  await p.waitForFunction(
    (tags) => tags.every((t) => (window as unknown as WithReady).__ready?.[t] !== undefined),
    TAGS,
    { timeout: 30_000 },
  );
  return p.evaluate(() => (window as unknown as WithReady).__ready as Times);
}

try {
  const cold: Times[] = [];
  const warm: Times[] = [];
  for (let i = 0; i < runs; i += 1) {
    const context = await browser.newContext();
    const p = await context.newPage();
    await p.goto(partnerOrigin);
    cold.push(await readyTimes(p));
    await p.reload();
    warm.push(await readyTimes(p));
    await context.close();
  }
  console.log(`script tag -> rendered widget (pf-ready), partner page on another origin, ${runs} runs`);
  console.log(`  card ${vcardId}, company ${companyId}; goal <= ${GOAL_MS} ms`);
  for (const tag of TAGS) {
    const c = cold.map((t) => t[tag]);
    const w = warm.map((t) => t[tag]);
    console.log(
      `  <${tag}>: cold median ${median(c).toFixed(0)} ms (max ${Math.max(...c).toFixed(0)}), ` +
        `warm median ${median(w).toFixed(0)} ms (max ${Math.max(...w).toFixed(0)})`,
    );
  }
  console.log(
    `  machine: ${cpus().length} cores, load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
} finally {
  partner.close();
  await browser.close();
  await server.close();
}
