import { playwright } from '@vitest/browser-playwright';

/** One headless Debian Chromium (no browser download), shared by the browser test projects. */
export const chromiumBrowser = {
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
  instances: [{ browser: 'chromium' as const, viewport: { width: 1200, height: 800 } }],
};
