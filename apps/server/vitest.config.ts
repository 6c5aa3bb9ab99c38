import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@platform/source'] },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { TEST_DB: 'pglite' },
  },
});
