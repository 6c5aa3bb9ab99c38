// Prints the sizes of the built widgets (packages/widgets/dist): what a partner page downloads, by
// step (the loader, each widget's first chunk with its static imports, then its lazy chunks),
// against the budgets. Figures only; the build itself fails a budget exceeded by > 10 %.
// Run: npm run bench:widgets-size (builds the widgets if needed).
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BUDGETS, closure, lazyChunks, sizeOf } from '../../packages/widgets/build/budgets.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = `${root}packages/widgets/dist`;
if (!existsSync(`${dist}/loader.js`) || !existsSync(`${dist}/chunks.json`))
  execSync('npx rollup -c packages/widgets/rollup.config.mjs', { cwd: root, stdio: 'inherit' });

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const chunks = JSON.parse(readFileSync(`${dist}/chunks.json`, 'utf8'));
const rows = [
  ['loader.js (IIFE, the script tag)', new Set(['loader.js']), BUDGETS['loader.js']],
  ['index.js (ESM entry, npm consumers)', closure(dist, 'index.js')],
];
for (const [tag, file] of Object.entries(chunks)) {
  const first = closure(dist, file);
  rows.push([`<${tag}> first chunk + static imports`, first, BUDGETS[tag]]);
  // Each lazy chunk with what it adds beyond the first load.
  for (const lazy of lazyChunks(dist, first)) {
    const added = new Set([...closure(dist, lazy)].filter((f) => !first.has(f)));
    rows.push([`  then lazily: ${lazy}`, added]);
  }
}
console.log(
  '@platform/widgets sizes (minified; gzip -9; preact/compat as React, styled-components bundled)\n',
);
console.log(
  'what'.padEnd(52),
  'minified'.padStart(10),
  'gzipped'.padStart(10),
  'budget'.padStart(8),
  '  files',
);
for (const [name, files, budget] of rows) {
  const { raw, gz } = sizeOf(dist, files);
  const verdict = budget ? `${kb(budget)}${gz > budget ? ' OVER' : ''}` : '';
  console.log(
    name.padEnd(52),
    kb(raw).padStart(10),
    kb(gz).padStart(10),
    verdict.padStart(8),
    ' ',
    [...files].join(' '),
  );
}
