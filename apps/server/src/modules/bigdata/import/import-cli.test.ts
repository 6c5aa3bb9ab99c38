import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '../../../db/lock';
import { openPglite } from '../../../db/pglite';
import { generateDataset, inputOfGenerated } from '../demo';

/**
 * The import command end to end on a PGlite data folder (the server project only: the command
 * opens the database the way the server does, and the PostgreSQL path is the importer's, tested in
 * import.test.ts on both databases).
 */
const root = fileURLToPath(new URL('../../../../../../', import.meta.url));
const samples = join(root, 'docs/import-samples');

async function countIn(dataDir: string): Promise<number> {
  const db = await openPglite(join(dataDir, 'pgdata'));
  try {
    const [row] = await db.query<{ n: number }>('select count(*)::int as n from companies');
    return row?.n ?? -1;
  } finally {
    await db.close();
  }
}

describe('the import command', () => {
  const dir = mkdtempSync(join(tmpdir(), 'import-cli-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const cli = (...args: string[]) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir, LOG_LEVEL: 'silent' };
      delete env.DATABASE_URL;
      delete env.INIT_CWD;
      execFile(
        join(root, 'node_modules/.bin/tsx'),
        ['--conditions=@platform/source', join(root, 'apps/server/src/cli/import-companies.ts'), ...args],
        { cwd: root, env },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
      );
    });

  it('imports into the server data folder, refuses a broken file, and waits for a running server', async () => {
    const broken = await cli(join(samples, 'broken.jsonl'));
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain('line 2: uscNo: is not a valid unified social credit code');
    expect(broken.stderr).toContain('nothing was written');

    const ok = await cli(join(samples, 'companies.jsonl'));
    expect(ok.stderr).toBe('');
    expect(ok.code).toBe(0);
    expect(ok.stdout).toMatch(/companies read: +6/);
    expect(ok.stdout).toMatch(/inserted: +6/);
    expect(ok.stdout).toMatch(/rows\/s/);

    const again = await cli(join(samples, 'csv'), '--format', 'csv');
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/updated: +6/);

    const usage = await cli(join(samples, 'missing.jsonl'));
    expect(usage.code).toBe(2);

    const unlock = await lockDataDir(dir);
    try {
      const locked = await cli(join(samples, 'companies.jsonl'));
      expect(locked.code).toBe(4);
      expect(locked.stderr).toMatch(/stop the server/);
    } finally {
      await unlock();
    }

    expect(await countIn(dir)).toBe(6);
  }, 120_000);

  it('leaves nothing when the process is killed in the middle of the write (kill -9)', async () => {
    // Full five-year K-lines: the write takes seconds, and the kill lands inside the transaction.
    const ds = generateDataset({ seed: 'import-kill', companies: 3000 });
    const file = join(dir, 'big.jsonl');
    writeFileSync(file, [...ds.companies()].map((c) => JSON.stringify(inputOfGenerated(c, ds))).join('\n'));
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir };
    delete env.DATABASE_URL;
    // node itself (not the tsx wrapper), so the signal reaches the process that holds the database.
    const child = spawn(
      process.execPath,
      [
        '--conditions=@platform/source',
        '--import',
        'tsx',
        join(root, 'apps/server/src/cli/import-companies.ts'),
        file,
      ],
      { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.on('exit', (_code, signal) => resolve(signal)),
    );
    await new Promise<void>((resolve) =>
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        if (stdout.includes('writing in one transaction')) resolve();
      }),
    );
    await new Promise((r) => setTimeout(r, 500));
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    expect(stdout).not.toContain('imported:');
    // The killed process's lock is taken over; the uncommitted transaction is gone.
    expect(await countIn(dir)).toBe(6);
    const after = await cli(join(samples, 'companies.jsonl'));
    expect(after.code).toBe(0);
    expect(after.stdout).toMatch(/updated: +6/);
  }, 120_000);
});
