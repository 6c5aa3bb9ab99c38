import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const SERVER_RESTRICTED = [
  '@platform/ui',
  '@platform/widgets',
  '@platform/portal',
  'react',
  'react-dom',
  '@platform/*/src/*',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      '**/.data/**',
      'coverage/**',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Package boundaries (ARCHITECTURE.md): contracts is the only code server and clients share.
  {
    files: ['packages/contracts/**'],
    rules: restrict(['@platform/*', 'react', 'react-*', 'fastify', '**/apps/**']),
  },
  {
    files: ['packages/ui/**'],
    rules: restrict([
      '@platform/portal',
      '@platform/server',
      '@platform/widgets',
      '**/apps/**',
      '@reduxjs/*',
      'react-redux',
    ]),
  },
  {
    files: ['packages/widgets/**'],
    rules: restrict(['@platform/portal', '@platform/server', '**/apps/**', '@platform/*/src/*']),
  },
  {
    files: ['apps/server/**'],
    rules: restrict(SERVER_RESTRICTED),
  },
  // Server modules (docs/architecture/server-modules.md): a module reaches another only through its
  // index.ts, and code outside modules/ never reaches into a module's files either.
  {
    files: ['apps/server/src/**'],
    ignores: ['apps/server/src/modules/**'],
    rules: restrict([
      { group: SERVER_RESTRICTED },
      {
        regex: '(^|/)modules/[^/]+/.',
        message: "Import a module through its index.ts ('…/modules/<name>').",
      },
    ]),
  },
  {
    files: ['apps/server/src/modules/**'],
    rules: {
      ...restrict([
        { group: SERVER_RESTRICTED },
        {
          regex: '^\\.\\./[^./][^/]*/',
          message: "Import another module through its index.ts ('../<name>').",
        },
        {
          regex: '(^|/)db/db$',
          message: 'Modules use the typed store (app.ctx.store, call.scope), not raw SQL.',
        },
      ]),
      // Tenant-owned tables go through the caller's scope (docs/architecture/tenant-scope.md). The
      // few places with no caller (provider notifications, the sweep, cross-tenant counts) say why
      // in an eslint-disable comment, so every unscoped access is visible in review.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[property.name='unscoped'], ObjectPattern > Property[key.name='unscoped']",
          message: 'Unscoped access to every tenant: use call.scope, or disable this line with the reason.',
        },
        {
          selector: "CallExpression[callee.property.name='forTenant']",
          message: "A scope comes from the caller's token (call.scope); disable this line with the reason.",
        },
      ],
    },
  },
  {
    files: ['apps/portal/**'],
    rules: restrict(['@platform/server', '@platform/*/src/*', '**/apps/server/**', '**/packages/*/src/**']),
  },
);
