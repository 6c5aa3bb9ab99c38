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
// Server modules (docs/architecture/server-modules.md): a module reaches another only through its
// index.ts, and never the raw database.
const MODULE_IMPORTS = [
  { group: SERVER_RESTRICTED },
  {
    regex: '^\\.\\./[^./][^/]*/',
    message: "Import another module through its index.ts ('../<name>').",
  },
  {
    regex: '(^|/)db/db$',
    message: 'Modules use the typed store (app.ctx.store, call.scope), not raw SQL.',
  },
];
// Repo files type their store as their module's view (docs/architecture/data-ownership.md).
const REPO_VIEWS = [
  {
    regex: '(^|/)db/(kysely|tenant-scope)$',
    importNames: ['Store', 'Q', 'TenantScope'],
    message:
      "A repo takes its module's view: StoreOf<'<module>'>, ScopeOf<'<module>'> or QueriesOf<'<module>'> (db/module-store).",
  },
];
const uiForbidden = [
  '@platform/portal',
  '@platform/server',
  '@platform/widgets',
  '**/apps/**',
  '@reduxjs/*',
  'react-redux',
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
    rules: restrict(uiForbidden),
  },
  // ui layers (docs/architecture/ui-kit.md): primitives never reach charts or domain, charts never domain.
  {
    files: ['packages/ui/src/primitives/**'],
    rules: restrict([...uiForbidden, '**/charts', '**/charts/**', '**/domain', '**/domain/**']),
  },
  {
    files: ['packages/ui/src/charts/**'],
    ignores: ['**/*.stories.tsx'],
    rules: restrict([...uiForbidden, '**/domain', '**/domain/**']),
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
  // Demo data stays out of production bundles: only the entry point, the demo loader and tests
  // import a module's demo entry (modules/<name>/demo), and nothing else of the module's files.
  {
    files: [
      'apps/server/src/main.ts',
      'apps/server/src/demo/**',
      'apps/server/src/**/*.test.ts',
      'apps/server/src/test/**',
    ],
    ignores: ['apps/server/src/modules/**'],
    rules: restrict([
      { group: SERVER_RESTRICTED },
      {
        regex: '(^|/)modules/[^/]+/(?!demo$).',
        message:
          "Import a module through its index.ts ('…/modules/<name>'), or its demo entry ('…/modules/<name>/demo').",
      },
    ]),
  },
  {
    files: ['apps/server/src/modules/**'],
    rules: {
      ...restrict(MODULE_IMPORTS),
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
    files: ['apps/server/src/modules/**/repo.ts', 'apps/server/src/modules/**/*-repo.ts'],
    rules: restrict([...MODULE_IMPORTS, ...REPO_VIEWS]),
  },
  {
    files: ['apps/portal/**'],
    rules: restrict(['@platform/server', '@platform/*/src/*', '**/apps/server/**', '**/packages/*/src/**']),
  },
  // Portal layers (docs/architecture/portal-features.md): app/ (the composition root) is imported by
  // nothing but main.tsx and the test harness; shared/ imports neither app/ nor a feature; app/ and
  // other features use a feature only through its index.ts; the contract's schemas (zod) stay out of
  // the portal's bundles, only their types come in.
  ...portalLayerBoundaries(),
);

function portalLayerBoundaries() {
  const packages = {
    group: ['@platform/server', '@platform/*/src/*', '**/apps/server/**', '**/packages/*/src/**'],
  };
  const zodModules = {
    regex:
      '^@platform/contracts/((auth|system|pay|resource|chain|search|bigdata|report|vcard)(/schemas|/content)?|validation|envelope)$',
    allowTypeImports: true,
    message: 'The portal imports contract schemas as types only; use the zod-free routes and constants.',
  };
  const message = 'Use a feature through its index (features/<feature>), never its files.';
  const intoAnyFeature = { regex: '(^|/)features/[^/]+/.+', message };
  const intoSiblingFeature = { regex: '^\\.\\./(?!\\.\\.)[^/]+/.+', message };
  const intoApp = {
    regex: '^(\\.\\./)+app(/|$)',
    message: 'app/ is the composition root: nothing imports it. What features need lives in shared/.',
  };
  const outOfShared = {
    regex: '^(\\.\\./)+(app|features)(/|$)',
    message: 'shared/ is below app/ and the features: it imports neither.',
  };
  const rule = (...patterns) => ({
    'no-restricted-imports': ['error', { patterns: [packages, zodModules, ...patterns] }],
  });
  return [
    {
      files: ['apps/portal/src/app/**', 'apps/portal/src/main.tsx', 'apps/portal/src/test/**'],
      rules: rule(intoAnyFeature),
    },
    { files: ['apps/portal/src/features/**'], rules: rule(intoAnyFeature, intoSiblingFeature, intoApp) },
    { files: ['apps/portal/src/shared/**'], rules: rule(outOfShared) },
  ];
}
