import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

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
      enabled: true,
      api: { host: '127.0.0.1', allowWrite: true },
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--font-render-hinting=none',
          ],
        },
      }),
      instances: [{ browser: 'chromium', viewport: { width: 1200, height: 800 } }],
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
