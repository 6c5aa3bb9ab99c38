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
    // React is preact/compat here, as in the built chunks (rollup's reactAsPreact).
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
      { find: /^styled-components$/, replacement: 'styled-components/dist/styled-components.browser.esm.js' },
    ],
  },
  test: {
    name: 'widgets',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    // Bundled here so that their `react` imports take the alias above too.
    server: { deps: { inline: [/@floating-ui/, /styled-components/, /virtua/] } },
  },
});
