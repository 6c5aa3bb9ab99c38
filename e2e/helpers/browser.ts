import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's Chromium, headless, with the flags this closed network needs. It asks for reduced
 * motion, so the kit's colour transitions are off and axe never reads a control between two colours.
 * `extraArgs` adds flags (a host name resolved to the test server: `--host-resolver-rules`).
 */
export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--force-prefers-reduced-motion',
      ...extraArgs,
    ],
  });
}
