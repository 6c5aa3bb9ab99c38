import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
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
    rules: restrict([
      '@platform/ui',
      '@platform/widgets',
      '@platform/portal',
      'react',
      'react-dom',
      '@platform/*/src/*',
    ]),
  },
  {
    files: ['apps/portal/**'],
    rules: restrict(['@platform/server', '@platform/*/src/*', '**/apps/server/**', '**/packages/*/src/**']),
  },
  // Portal features (ARCHITECTURE.md Layout): app/ and other features use a feature only through its
  // index.ts; the contract's schemas (zod) stay out of the portal's bundles, only their types come in.
  ...portalFeatureBoundaries(),
);

function portalFeatureBoundaries() {
  const packages = {
    group: ['@platform/server', '@platform/*/src/*', '**/apps/server/**', '**/packages/*/src/**'],
  };
  const zodModules = {
    regex: '^@platform/contracts/((auth|system|pay|resource|chain)(/schemas)?|validation|envelope)$',
    allowTypeImports: true,
    message: 'The portal imports contract schemas as types only; use the zod-free routes and constants.',
  };
  const message = 'Use a feature through its index (features/<feature>), never its files.';
  const intoAnyFeature = { regex: '(^|/)features/[^/]+/.+', message };
  const intoSiblingFeature = { regex: '^\\.\\./(?!\\.\\.)[^/]+/.+', message };
  const rule = (...patterns) => ({
    'no-restricted-imports': ['error', { patterns: [packages, zodModules, ...patterns] }],
  });
  return [
    {
      files: ['apps/portal/src/app/**', 'apps/portal/src/main.tsx', 'apps/portal/src/test/**'],
      rules: rule(intoAnyFeature),
    },
    { files: ['apps/portal/src/features/**'], rules: rule(intoAnyFeature, intoSiblingFeature) },
  ];
}
