import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { chromiumBrowser } from './vitest.chromium.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

// Every story of .storybook runs as a test in one headless Debian Chromium (no browser download).
export default defineProject({
  root,
  server: { host: '127.0.0.1', fs: { allow: [root] } },
  plugins: [storybookTest({ configDir: fileURLToPath(new URL('../../.storybook', import.meta.url)) })],
  test: {
    name: 'storybook',
    setupFiles: [fileURLToPath(new URL('./vitest.storybook.setup.ts', import.meta.url))],
    testTimeout: 30_000,
    browser: {
      ...chromiumBrowser,
      screenshotFailures: false,
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.02 },
        },
      },
    },
  },
});
