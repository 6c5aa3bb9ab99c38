// Prints, in headless Chromium, the time to render a 5,000-row K-line and a 2,000-deal kanban board, and the time of one
// area-selector search keystroke over every county-level area. Figures only; never fails on time.
// Run: npm run bench:ui-render   (CHROMIUM_PATH overrides /usr/bin/chromium)
import { build } from 'esbuild';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = fileURLToPath(new URL('.', import.meta.url));
const out = mkdtempSync(join(tmpdir(), 'ui-render-'));
await build({
  entryPoints: [join(here, 'page.tsx')],
  bundle: true,
  outdir: out,
  format: 'esm',
  splitting: true,
  minify: true,
  jsx: 'automatic',
  conditions: ['@platform/source'],
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});
writeFileSync(
  join(out, 'index.html'),
  '<!doctype html><meta charset="utf-8"><body><script type="module" src="./page.js"></script></body>',
);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--allow-file-access-from-files',
  ],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`file://${join(out, 'index.html')}`);
  const result = await page
    .waitForFunction(() => window.__result, null, { timeout: 120_000, polling: 100 })
    .then((h) => h.jsonValue());
  if (result.error) throw new Error(result.error);
  const ms = (n) => `${n.toFixed(1)} ms`;
  console.log(`Chromium ${browser.version()} headless, production React build\n`);
  console.log(
    `K-line, 5,000 rows, mount to painted frame: median ${ms(result.kline.median)}, best ${ms(result.kline.min)} (${result.kline.runs.length} runs)`,
  );
  console.log(
    `Kanban board, 2,000 deals in 6 stages, mount to painted frame: median ${ms(result.kanban.median)}, best ${ms(result.kanban.min)} (${result.kanban.runs.length} runs; ${result.kanban.mounted} cards mounted)`,
  );
  console.log(`Area selector search over ${result.counties} county-level areas (all levels indexed):`);
  for (const [q, t] of Object.entries(result.area)) {
    console.log(
      `  keystroke to "${q}": ${ms(t.dom)} to DOM update, ${ms(t.frame)} to next frame (median of 7)`,
    );
  }
} finally {
  await browser.close();
}
