import { playwright } from '@vitest/browser-playwright';

/** One headless Debian Chromium (no browser download), shared by the browser test projects; it asks for reduced motion. */
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
        // As the E2E browser: the kit's colour transitions are off, so axe never reads a colour mid-change.
        '--force-prefers-reduced-motion',
      ],
    },
  }),
  instances: [{ browser: 'chromium' as const, viewport: { width: 1200, height: 800 } }],
};
