import { defineProject } from 'vitest/config';
import { defaultClientConditions } from 'vite';

export default defineProject({
  resolve: { conditions: ['@platform/source', ...defaultClientConditions] },
  test: {
    name: 'portal',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 15_000,
  },
});
