import lockfile from 'proper-lockfile';
import { mkdirSync } from 'node:fs';

export class DataDirLockedError extends Error {
  constructor(dir: string) {
    super(
      `The data folder ${dir} is in use by another server process. Stop that process, or start this one with another DATA_DIR.`,
    );
  }
}

/**
 * PGlite has no lock of its own: two processes on one folder would corrupt it.
 * The lock is refreshed while we run and goes stale (10 s) if the process dies.
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  mkdirSync(dir, { recursive: true });
  try {
    return await lockfile.lock(dir, {
      lockfilePath: `${dir}/.lock`,
      stale: 10_000,
      update: 2_000,
      realpath: false,
    });
  } catch (err) {
    if ((err as { code?: string }).code === 'ELOCKED') throw new DataDirLockedError(dir);
    throw err;
  }
}
