import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { copyTemplate } from './data-templates';

export interface RunningServer {
  /** http://localhost:<port>: the default customer. */
  url: string;
  /** http://127.0.0.1:<port>: the white-label demo customer. */
  whiteLabelUrl: string;
  port: number;
  output(): string;
  close(): Promise<void>;
}

const root = resolve(import.meta.dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => ok(port));
    });
  });
}

/**
 * Starts the built server (apps/server/dist, serving apps/portal/dist) in test mode on a free
 * port with a fresh embedded database. Test mode only adds the captcha answer and SMS inbox.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { dataDir?: string; fromTemplate?: boolean; readyWithinMs?: number } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'e2e-data-'));
  // Journeys need a few companies, not the 20,000 of `npm start` (bench/seed measures that load).
  const companies = env.DEMO_COMPANIES ?? '2000';
  if (options.fromTemplate !== false) copyTemplate(companies, dataDir);
  let log = '';
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      APP_MODE: 'test',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
      DEMO_COMPANIES: companies,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const exited = new Promise<void>((ok) => child.once('exit', () => ok()));
  const url = `http://localhost:${port}`;
  // The demo load (companies, then cards) runs before the server listens; a busy 2-core machine needs time.
  const readyWithin = options.readyWithinMs ?? 90_000;
  const deadline = Date.now() + readyWithin;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      // Never leave it running: an orphan server would load the machine for every later test.
      child.kill('SIGKILL');
      await exited;
      throw new Error(`server did not start in ${readyWithin / 1000} s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    whiteLabelUrl: `http://127.0.0.1:${port}`,
    port,
    output: () => log,
    close: async () => {
      child.kill('SIGTERM');
      await exited;
      // A folder the caller handed in is the caller's (a data template): kept.
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
