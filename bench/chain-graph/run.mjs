// Prints, in headless Chromium, the frame times of panning and zooming a chain graph of about
// 2,000 nodes (the kit's ChainGraph: echarts tree on a canvas, moved and scaled as a layer during a
// gesture and redrawn once after it). Figures only; never fails on time.
// Goal (issue 14): 60 frames per second, i.e. frames of about 16.7 ms.
// Run: npm run bench:chain-graph   (CHROMIUM_PATH overrides /usr/bin/chromium; --segments/--leaves size it)
import { build } from 'esbuild';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

const { values } = parseArgs({
  options: { segments: { type: 'string', default: '18' }, leaves: { type: 'string', default: '36' } },
});
const here = fileURLToPath(new URL('.', import.meta.url));
const out = mkdtempSync(join(tmpdir(), 'chain-graph-'));
await build({
  entryPoints: [join(here, 'page.tsx')],
  bundle: true,
  outdir: out,
  format: 'esm',
  minify: true,
  jsx: 'automatic',
  conditions: ['@platform/source'],
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});
writeFileSync(
  join(out, 'index.html'),
  '<!doctype html><meta charset="utf-8"><body style="margin:0"><script type="module" src="./page.js"></script></body>',
);

const load = loadavg();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-background-networking',
    '--no-first-run',
    '--allow-file-access-from-files',
  ],
});
const pct = (xs, p) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`file://${join(out, 'index.html')}?segments=${values.segments}&leaves=${values.leaves}`);
  const ready = await page
    .waitForFunction(() => window.__ready, null, { timeout: 120_000, polling: 100 })
    .then((h) => h.jsonValue());
  const box = await page.locator('canvas').first().boundingBox();
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;

  const measure = async (name, act) => {
    await page.evaluate(() => {
      window.__frames = [];
      window.__record(true);
    });
    await act();
    const frames = await page.evaluate(() => {
      window.__record(false);
      return window.__frames;
    });
    const fps = 1000 / (frames.reduce((a, b) => a + b, 0) / frames.length);
    console.log(
      `${name.padEnd(28)} ${String(frames.length).padStart(4)} frames  p50 ${pct(frames, 50).toFixed(1)} ms  p95 ${pct(frames, 95).toFixed(1)} ms  max ${Math.max(...frames).toFixed(1)} ms  ≈ ${fps.toFixed(0)} fps`,
    );
  };
  console.log(
    `Chromium ${browser.version()} headless; ${ready.nodes} nodes, first paint ${ready.renderMs.toFixed(0)} ms\n`,
  );
  await measure('pan (drag 120 steps)', async () => {
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    for (let i = 0; i < 120; i++)
      await page.mouse.move(cx + Math.sin(i / 10) * 300, cy + Math.cos(i / 10) * 200);
    await page.mouse.up();
    // The redraw on release (the graph drawn at its new place) counts as one of the frames.
    await page.waitForTimeout(150);
  });
  await measure('zoom (60 wheel steps)', async () => {
    await page.mouse.move(cx, cy);
    for (let i = 0; i < 60; i++) await page.mouse.wheel(0, i < 30 ? -120 : 120);
    // As for the pan: the redraw once the wheel stops is measured too.
    await page.waitForTimeout(300);
  });
  console.log(`\n${cpus().length} cores, load average at start ${load.map((l) => l.toFixed(2)).join(' ')}`);
} finally {
  await browser.close();
}
