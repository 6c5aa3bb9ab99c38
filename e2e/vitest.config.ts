import { defineProject } from 'vitest/config';

// Journeys in real Chromium against the built server; one file at a time keeps 2 cores calm.
export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.e2e.ts'],
    // The demo data each journey starts from is seeded once (helpers/data-templates.ts).
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    retry: process.env.CI ? 1 : 0,
  },
});
