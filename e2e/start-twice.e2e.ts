import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './helpers/server';

const root = resolve(import.meta.dirname, '..');

/** Runs the README's `npm start` script until /healthz answers, then stops it. */
async function startOnce(dataDir: string): Promise<{ healthy: boolean; log: string }> {
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_COMPANIES: '2000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr.on('data', (d: Buffer) => (log += d.toString()));
  const exited = new Promise<void>((ok) => child.once('exit', () => ok()));
  let healthy = false;
  const deadline = Date.now() + 90_000;
  while (!healthy && child.exitCode === null && Date.now() < deadline) {
    healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (!healthy) await new Promise((r) => setTimeout(r, 200));
  }
  // The script spawns the server as a child: stop the whole group.
  if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
  await exited;
  return { healthy, log };
}

describe('npm start on one checkout', () => {
  it('serves on the first start, again on the second, and after a source changed', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'start-twice-'));
    try {
      const first = await startOnce(dataDir);
      expect(first.log).not.toMatch(/ENOTDIR|Failed to start/);
      expect(first.healthy, first.log).toBe(true);
      expect(first.log).toMatch(/demo companies loaded/);

      const second = await startOnce(dataDir);
      expect(second.healthy, second.log).toBe(true);
      // The data set is loaded once: later starts go straight to serving.
      expect(second.log).not.toMatch(/demo companies/);

      // A touched server source makes the script rebuild the server bundle before serving.
      const now = new Date();
      utimesSync(join(root, 'apps/server/src/main.ts'), now, now);
      const third = await startOnce(dataDir);
      expect(third.healthy, third.log).toBe(true);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
