import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { hostname } from 'node:os';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError, lockDataDir, readProcState } from '../db/lock';
import { migrate } from '../db/migrate';
import { MIGRATIONS } from '../db/migrations';
import { openTestDb, createTestApp } from './test-app';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('database', () => {
  it('applies migrations once and is idempotent', async () => {
    const { db, drop } = await openTestDb();
    try {
      expect(await migrate(db)).toEqual(MIGRATIONS.map((m) => m.id));
      expect(await migrate(db)).toEqual([]);
    } finally {
      await db.close();
      await drop();
    }
  });

  it('refuses a second process on the same data folder with a clear error', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    dirs.push(dir);
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
    await expect(lockDataDir(dir)).rejects.toThrow(/in use by another server process/);
    await release();
    const again = await lockDataDir(dir);
    await again();
  });

  /** A fresh lock as a killed process leaves it: the lock folder and the owner file. */
  const plantLock = (dir: string, pid: number) => {
    mkdirSync(`${dir}/.lock`);
    writeFileSync(`${dir}/.lock-owner.json`, JSON.stringify({ pid, host: hostname() }));
  };

  it('takes over at once a lock whose owner process is gone (restart after kill -9)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    dirs.push(dir);
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    plantLock(dir, dead);
    const release = await lockDataDir(dir);
    await release();
  });

  it('takes over a lock whose owner is a zombie (killed, not yet reaped), asking the injected reader', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    dirs.push(dir);
    const owner = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      plantLock(dir, owner.pid!);
      const asked: number[] = [];
      const stateOf = (pid: number) => (asked.push(pid), pid === owner.pid ? 'S' : undefined);
      await expect(lockDataDir(dir, { processState: stateOf })).rejects.toThrow(`pid ${owner.pid}`);
      expect(asked).toEqual([owner.pid]);
      // Where the state cannot be read (no /proc), a process that exists still owns the lock.
      await expect(lockDataDir(dir, { processState: () => undefined })).rejects.toThrow(DataDirLockedError);
      const release = await lockDataDir(dir, { processState: () => 'Z' });
      await release();
    } finally {
      owner.kill();
    }
  });

  it.skipIf(process.platform !== 'linux')(
    'takes over a lock right after its owner is killed -9, before the owner is reaped',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'lock-'));
      dirs.push(dir);
      // The owner is a grandchild: its parent (a shell that execs into sleep) never reaps it,
      // as a server's parent may not yet have when the next start comes.
      const parent = spawn('sh', ['-c', 'sleep 60 & echo $!; exec sleep 60'], {
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      try {
        const ownerPid = await new Promise<number>((resolve) =>
          parent.stdout!.once('data', (d: Buffer) => resolve(Number(String(d).trim()))),
        );
        plantLock(dir, ownerPid);
        await expect(lockDataDir(dir)).rejects.toThrow(`pid ${ownerPid}`);
        process.kill(ownerPid, 'SIGKILL');
        while (readProcState(ownerPid) !== 'Z') await new Promise((r) => setTimeout(r, 10));
        const release = await lockDataDir(dir);
        await release();
      } finally {
        parent.kill('SIGKILL');
      }
    },
  );

  it('still refuses while the owner process of the lock lives', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    dirs.push(dir);
    const owner = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      plantLock(dir, owner.pid!);
      await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
    } finally {
      owner.kill();
    }
  });
});

describe('configuration', () => {
  it('has defaults for everything', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '.data',
      databaseUrl: undefined,
      mode: 'development',
    });
  });

  it('names every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (err) {
      expect((err as Error).message).toMatch(/PORT/);
      expect((err as Error).message).toMatch(/DATABASE_URL/);
    }
  });
});

describe('production mode', () => {
  it('has no test-only endpoints', async () => {
    const t = await createTestApp({ APP_MODE: 'production', SERVE_PORTAL: 'false' });
    try {
      expect((await t.app.inject({ url: '/api/platform-auth/captcha/test-answer?token=x' })).statusCode).toBe(
        404,
      );
      expect(
        (await t.app.inject({ url: '/api/platform-resource/sms/test-inbox?phone=13800000001' })).statusCode,
      ).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('http', () => {
  it('answers unknown routes with a 404 envelope, health, and a request id', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({
        url: '/api/platform-system/nope',
        headers: { 'x-request-id': 'req-12345678' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, msg: '请求的资源不存在', data: null });
      expect(res.headers['x-request-id']).toBe('req-12345678');
      expect((await t.app.inject({ url: '/healthz' })).json()).toMatchObject({ status: 'ok' });
    } finally {
      await t.close();
    }
  });
});
