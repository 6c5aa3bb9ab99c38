// Prints the sizes of the built widgets (packages/widgets/dist): what a partner page downloads.
// Figures only, never pass/fail. Run: npm run bench:widgets-size (builds the widgets if needed).
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = `${root}packages/widgets/dist`;
if (!existsSync(`${dist}/loader.js`) || !existsSync(`${dist}/chunks.json`))
  execSync('npx rollup -c packages/widgets/rollup.config.mjs', { cwd: root, stdio: 'inherit' });

const read = (file) => readFileSync(`${dist}/${file}`);
/** A file plus every chunk it imports statically (what loading it costs). */
function closure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = read(file).toString();
  for (const m of code.matchAll(/(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g)) closure(m[1], seen);
  return seen;
}
const size = (files) => {
  let raw = 0;
  let gz = 0;
  for (const f of files) {
    const data = read(f);
    raw += data.length;
    gz += gzipSync(data, { level: 9 }).length;
  }
  return { raw, gz };
};

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const chunks = JSON.parse(read('chunks.json').toString());
const rows = [
  ['loader.js (IIFE, the script tag)', ['loader.js']],
  ['index.js (ESM entry, npm consumers)', [...closure('index.js')]],
  ...Object.entries(chunks).map(([tag, file]) => [`<${tag}> chunk + its imports`, [...closure(file)]]),
];
console.log('@platform/widgets sizes (minified; gzip -9; React, react-dom, styled-components bundled)\n');
console.log('file'.padEnd(44), 'minified'.padStart(10), 'gzipped'.padStart(10), '  files');
for (const [name, files] of rows) {
  const { raw, gz } = size(files);
  console.log(name.padEnd(44), kb(raw).padStart(10), kb(gz).padStart(10), ' ', files.join(' '));
}
