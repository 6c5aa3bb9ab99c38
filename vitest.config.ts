import { defineConfig } from 'vitest/config';

// Each package owns its test project. Server tests run on PGlite always, and once more on
// PostgreSQL when TEST_DATABASE_URL is set (CI sets it when the server answers).
const projects = [
  'packages/*/vitest.config.ts',
  'packages/ui/vitest.storybook.config.ts',
  'packages/ui/vitest.browser.config.ts',
  'apps/*/vitest.config.ts',
  'apps/portal/vitest.isolated.config.ts',
  'apps/server/vitest.planted.config.ts',
  'e2e/vitest.config.ts',
];
if (process.env.TEST_DATABASE_URL) projects.push('apps/server/vitest.postgres.config.ts');

export default defineConfig({ test: { projects } });
