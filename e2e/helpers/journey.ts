import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import type { RunningServer } from './server';
import { leaseServer } from './server-pool';

export interface Journey {
  readonly server: RunningServer;
  readonly browser: Browser;
}

/**
 * One built server (fresh embedded database, test mode; started ahead by the server pool) and one
 * Chromium for a journey file.
 */
export function useJourney(env: Record<string, string> = {}): Journey {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([leaseServer(env), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the journey has not started: use it inside tests');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
  };
}
