import { fileURLToPath } from 'node:url';
import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';
import { chromiumBrowser } from './vitest.chromium.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

// Tests that need trusted input (real clicks through Chromium), which jsdom cannot give.
export default defineProject({
  root,
  server: { host: '127.0.0.1', fs: { allow: [root] } },
  resolve: { conditions: ['@platform/source', ...defaultClientConditions] },
  test: {
    name: 'ui-browser',
    dir: root,
    include: ['packages/ui/src/**/*.browser.test.tsx'],
    browser: { ...chromiumBrowser, screenshotFailures: false },
  },
});
