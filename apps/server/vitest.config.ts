import { defineProject } from 'vitest/config';

/** Files that replace a module with vi.mock: they need a module graph of their own. */
export const ISOLATED_FILES = ['src/**/*planted.test.ts'];

/** What the server's test projects share (this one, server-planted and server-postgres). */
export const serverProject = (test: {
  name: string;
  include?: string[];
  exclude?: string[];
  isolate?: boolean;
  env?: Record<string, string>;
}) =>
  defineProject({
    resolve: { conditions: ['@platform/source'] },
    test: {
      environment: 'node',
      include: ['src/**/*.test.ts'],
      // One migrated and seeded template database per project, copied by every test app.
      globalSetup: ['./src/test/global-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      env: { TEST_DB: 'pglite' },
      ...test,
    },
  });

// Test files share their worker's modules (isolate: false): importing the whole server again for
// each file cost more than many files' tests. The files that mock a module run in server-planted.
export default serverProject({
  name: 'server',
  exclude: ['**/node_modules/**', ...ISOLATED_FILES],
  isolate: false,
});
