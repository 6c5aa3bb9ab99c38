// Prints the gzipped size of the chat as a page ships it: React, react-dom, styled-components,
// @floating-ui, the kit's chat components and our transport client, bundled and minified by
// esbuild (the way the issue measured Sendbird UIKit React 525 KB, Stream Chat React 692 KB and
// TUIKit React 782 KB). Also the portal's own /im/index chunks from its Vite build when present.
// Figures only, never pass/fail. Run: npm run bench:chat-size
import { build } from 'esbuild';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('../..', import.meta.url));
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const gz = (buf) => gzipSync(buf, { level: 9 }).length;

const result = await build({
  entryPoints: [`${root}bench/chat-size/entry.tsx`],
  bundle: true,
  minify: true,
  write: false,
  format: 'esm',
  platform: 'browser',
  conditions: ['@platform/source'],
  define: { 'process.env.NODE_ENV': '"production"' },
  jsx: 'automatic',
  logLevel: 'error',
  metafile: true,
});
const js = result.outputFiles.find((f) => f.path.endsWith('.js') || !f.path.endsWith('.css'));
const css = result.outputFiles.filter((f) => f.path.endsWith('.css'));
const total = gz(Buffer.concat([Buffer.from(js.contents), ...css.map((f) => Buffer.from(f.contents))]));
console.log('Chat bundle (esbuild, minified, gzip -9), React included: goal at most 150 KB\n');
console.log(
  `  chat components + client + React   ${kb(js.contents.length).padStart(10)} min  ${kb(total).padStart(9)} gz`,
);

const inputs = Object.entries(result.metafile.outputs)[0][1].inputs;
const groups = {};
for (const [path, { bytesInOutput }] of Object.entries(inputs)) {
  const key = path.includes('node_modules/')
    ? path.replace(/^.*node_modules\/((@[^/]+\/)?[^/]+).*$/, '$1')
    : path.replace(/^(packages\/[^/]+|apps\/[^/]+).*$/, '$1');
  groups[key] = (groups[key] ?? 0) + bytesInOutput;
}
console.log('\n  largest parts (minified, before gzip):');
for (const [name, bytes] of Object.entries(groups)
  .sort((a, b) => b[1] - a[1])
  .slice(0, 8))
  console.log(`    ${name.padEnd(28)} ${kb(bytes).padStart(9)}`);

// The portal as built: the shell's entry chunk plus the chat's lazy chunks.
const assets = `${root}apps/portal/dist/assets`;
if (existsSync(assets)) {
  const files = readdirSync(assets);
  const pick = (prefix) => files.filter((f) => f.startsWith(prefix) && f.endsWith('.js'));
  const rows = [
    ['ImPage chunk (/im/index)', pick('ImPage-')],
    ['ChatSessionHost chunk', pick('ChatSessionHost-')],
    ['Tencent adapter chunk (only when configured)', pick('tencent-')],
  ];
  console.log('\n  portal build (apps/portal/dist), gzip -9:');
  for (const [name, list] of rows) {
    const size = list.reduce((sum, f) => sum + gz(readFileSync(`${assets}/${f}`)), 0);
    console.log(`    ${name.padEnd(46)} ${kb(size).padStart(9)}  ${list.join(' ')}`);
  }
}
