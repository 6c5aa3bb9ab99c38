import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// jsdom unit and helper tests; stories run in Chromium through vitest.storybook.config.ts.
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: { conditions: ['@platform/source'] },
  test: {
    name: 'ui',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Trusted-input tests run in Chromium through vitest.browser.config.ts.
    exclude: ['src/**/*.browser.test.tsx'],
    setupFiles: ['./vitest.setup.ts'],
  },
});
