import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// jsdom: custom elements, shadow roots, the API client; the real browser check is e2e/widgets-skeleton.
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: {
    conditions: ['@platform/source'],
    // The browser build, as rollup bundles it: the node build skips createGlobalStyle in jsdom,
    // so the theme's :host variables would not show up in the shadow root.
    alias: [
      { find: /^styled-components$/, replacement: 'styled-components/dist/styled-components.browser.esm.js' },
    ],
  },
  test: {
    name: 'widgets',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
