// @platform/widgets: imported and spread by the root rollup.config.mjs (paths are from the repo root).
//   1. ESM: dist/index.js (+ index.d.ts) and one hashed chunk per widget (`<name>-<hash>.js`).
//      styled-components and @floating-ui are bundled: partner pages have none. React and
//      react-dom resolve to preact/compat (about 5 KB against React's 60): see reactAsPreact.
//   2. IIFE: dist/loader.js, the script tag partners add. It is built second and bakes in the
//      hashed chunk names the first build wrote to dist/chunks.json.
import commonjs from '@rollup/plugin-commonjs';
import json from '@rollup/plugin-json';
import resolve from '@rollup/plugin-node-resolve';
import { transform } from 'esbuild';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve as resolvePath } from 'node:path';
import ts from 'typescript';
import { sizeBudgets } from './build/budgets.mjs';

const dir = 'packages/widgets';
const dist = `${dir}/dist`;

/** Widget name -> its view module (the chunk's entry) and element name. Add new widgets here. */
export const WIDGET_VIEWS = {
  'enterprise-logo': { view: `${dir}/src/enterprise-logo/view.tsx`, tag: 'pf-enterprise-logo' },
  'business-card': { view: `${dir}/src/business-card/view.tsx`, tag: 'pf-business-card' },
  'enterprise-card': { view: `${dir}/src/enterprise-card/view.tsx`, tag: 'pf-enterprise-card' },
  'chat-bubble': { view: `${dir}/src/chat-bubble/bubble.ts`, tag: 'pf-chat-bubble' },
};

/**
 * TypeScript -> JavaScript with esbuild, for widgets and the workspace sources it bundles (ui,
 * contracts). Type checking is `npm run typecheck`'s job.
 */
const typescriptSources = () => ({
  name: 'widgets-typescript',
  async transform(code, id) {
    if (!/\.tsx?$/.test(id) || id.includes('/node_modules/')) return null;
    const result = await transform(code, {
      loader: id.endsWith('x') ? 'tsx' : 'ts',
      jsx: 'automatic',
      target: 'es2022',
      sourcemap: true,
      sourcefile: id,
    });
    return { code: result.code, map: result.map };
  },
});

/**
 * dist/*.d.ts for the widgets' own sources only (the bundled ui and contracts sources keep their
 * package names in the declarations).
 */
const declarations = () => ({
  name: 'widgets-declarations',
  writeBundle() {
    const configFile = ts.getParsedCommandLineOfConfigFile(
      `${dir}/tsconfig.build.json`,
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: (d) =>
          this.error(ts.flattenDiagnosticMessageText(d.messageText, '\n')),
      },
    );
    const src = resolvePath(`${dir}/src`);
    const out = resolvePath(dist);
    const program = ts.createProgram(configFile.fileNames, {
      ...configFile.options,
      declaration: true,
      emitDeclarationOnly: true,
      noEmit: false,
    });
    for (const file of program.getSourceFiles()) {
      if (!file.fileName.startsWith(`${src}/`) || file.isDeclarationFile) continue;
      program.emit(
        file,
        (name, text) => {
          if (!name.endsWith('.d.ts')) return;
          const target = resolvePath(out, relative(src, file.fileName).replace(/\.tsx?$/, '.d.ts'));
          mkdirSync(dirname(target), { recursive: true });
          writeFileSync(target, text);
        },
        undefined,
        true,
      );
    }
  },
});

/**
 * The widget chunks render with preact/compat instead of React: the same components (the ui kit is
 * written for React 19 and tested on it), a tenth of the bytes, so a card fits its 90 KB budget.
 * The e2e journeys and bench/widgets-render run on these built chunks in Chromium.
 */
const REACT_AS_PREACT = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};
const reactAsPreact = () => ({
  name: 'widgets-react-as-preact',
  resolveId(source, importer, options) {
    const target = REACT_AS_PREACT[source];
    return target ? this.resolve(target, importer, { ...options, skipSelf: true }) : null;
  },
});

/** process.env.NODE_ENV -> "production" before commonjs sees React's entry files. */
const production = () => ({
  name: 'widgets-production',
  transform(code) {
    if (!code.includes('process.env.NODE_ENV')) return null;
    return { code: code.replaceAll('process.env.NODE_ENV', '"production"'), map: null };
  },
});

/** Minifies each chunk with esbuild (already a dev dependency). */
const minify = () => ({
  name: 'widgets-minify',
  async renderChunk(code, chunk, options) {
    const result = await transform(code, {
      minify: true,
      format: options.format === 'es' ? 'esm' : undefined,
      target: 'es2022',
      sourcemap: true,
      sourcefile: chunk.fileName,
      legalComments: 'none',
    });
    return { code: result.code, map: result.map };
  },
});

/** Writes { tag: chunk file } after the ESM build, for the loader build. */
const chunkManifest = () => ({
  name: 'widgets-chunk-manifest',
  generateBundle(_options, bundle) {
    const chunks = {};
    for (const file of Object.values(bundle)) {
      const widget = file.type === 'chunk' && file.isEntry ? WIDGET_VIEWS[file.name] : undefined;
      if (widget) chunks[widget.tag] = file.fileName;
    }
    this.emitFile({ type: 'asset', fileName: 'chunks.json', source: JSON.stringify(chunks, null, 2) });
  },
});

/** Replaces __PF_WIDGET_CHUNKS__ in the loader with the manifest written by the ESM build. */
const bakeChunks = () => ({
  name: 'widgets-bake-chunks',
  transform(code, id) {
    if (!id.endsWith('/loader.ts')) return null;
    const chunks = readFileSync(`${dist}/chunks.json`, 'utf8');
    return { code: code.replaceAll('__PF_WIDGET_CHUNKS__', `(${chunks})`), map: null };
  },
});

/** The demo partner page (served by the platform at /widgets/demo.html with the demo ids filled in). */
const demoPage = () => ({
  name: 'widgets-demo-page',
  generateBundle() {
    for (const file of ['demo.html', 'demo.js'])
      this.emitFile({ type: 'asset', fileName: file, source: readFileSync(`${dir}/demo/${file}`, 'utf8') });
  },
});

const resolveOptions = {
  extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
  exportConditions: ['@platform/source', 'browser'],
  browser: true,
};

const fromDependency = (id) => typeof id === 'string' && id.includes('/node_modules/');
const onwarn = (warning, warn) => {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
  // zod is parsed (the contracts index re-exports it) but tree-shaken away; its notes are noise.
  if (warning.code === 'INVALID_ANNOTATION' && fromDependency(warning.id)) return;
  if (warning.code === 'CIRCULAR_DEPENDENCY' && warning.ids?.every(fromDependency)) return;
  warn(warning);
};

/** @type {import('rollup').RollupOptions[]} */
export default [
  {
    input: {
      index: `${dir}/src/index.ts`,
      ...Object.fromEntries(Object.entries(WIDGET_VIEWS).map(([name, { view }]) => [name, view])),
    },
    output: {
      dir: dist,
      format: 'es',
      entryFileNames: (chunk) => (chunk.name === 'index' ? 'index.js' : '[name]-[hash].js'),
      chunkFileNames: 'chunk-[hash].js',
      sourcemap: true,
    },
    plugins: [
      reactAsPreact(),
      production(),
      resolve(resolveOptions),
      commonjs(),
      json({ compact: true, preferConst: true }),
      typescriptSources(),
      minify(),
      chunkManifest(),
      demoPage(),
      declarations(),
    ],
    onwarn,
  },
  {
    input: `${dir}/src/loader.ts`,
    output: { file: `${dist}/loader.js`, format: 'iife', sourcemap: true },
    plugins: [resolve(resolveOptions), typescriptSources(), bakeChunks(), minify(), sizeBudgets(dist)],
    onwarn,
  },
];
