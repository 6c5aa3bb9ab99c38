import lockfile from 'proper-lockfile';
import { hostname } from 'node:os';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

export class DataDirLockedError extends Error {
  constructor(dir: string, pid?: number) {
    super(
      `The data folder ${dir} is in use by another server process${pid ? ` (pid ${pid})` : ''}. Stop that process, or start this one with another DATA_DIR.`,
    );
  }
}

interface Owner {
  pid: number;
  host: string;
}

const lockPath = (dir: string) => `${dir}/.lock`;
const ownerPath = (dir: string) => `${dir}/.lock-owner.json`;

function readOwner(dir: string): Owner | undefined {
  try {
    const owner = JSON.parse(readFileSync(ownerPath(dir), 'utf8')) as Partial<Owner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string' ? (owner as Owner) : undefined;
  } catch {
    return undefined;
  }
}

/** The state letter of a process (`R`, `S`, `Z`...), or undefined where it cannot be read. */
export type ProcessStateReader = (pid: number) => string | undefined;

/** Linux: the field after the command name in /proc/<pid>/stat (the name may hold spaces and parentheses). */
export const readProcState: ProcessStateReader = (pid) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 1).trim()[0];
  } catch {
    return undefined;
  }
};

function exists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as { code?: string }).code === 'EPERM';
  }
}

/**
 * A killed process stays in the process table as a zombie (state Z, or X while it goes) until its
 * parent reaps it, which can take a moment after `kill -9`: it runs no more, so it owns nothing.
 */
const isRunning = (pid: number, stateOf: ProcessStateReader) => {
  if (!exists(pid)) return false;
  const state = stateOf(pid);
  return state !== 'Z' && state !== 'X';
};

/** A lock left behind by a process of this machine that no longer runs (kill -9, power loss). */
function isOrphaned(owner: Owner | undefined, stateOf: ProcessStateReader): boolean {
  return Boolean(
    owner && owner.host === hostname() && owner.pid !== process.pid && !isRunning(owner.pid, stateOf),
  );
}

const acquire = (dir: string) =>
  lockfile.lock(dir, { lockfilePath: lockPath(dir), stale: 10_000, update: 2_000, realpath: false });

/**
 * PGlite has no lock of its own: two processes on one folder would corrupt it. The lock is
 * refreshed while we run; a lock whose owner process is gone is taken over at once instead of
 * waiting for it to go stale, while a live second process is refused.
 */
export async function lockDataDir(
  dir: string,
  { processState = readProcState }: { processState?: ProcessStateReader } = {},
): Promise<() => Promise<void>> {
  mkdirSync(dir, { recursive: true });
  let release: () => Promise<void>;
  try {
    release = await acquire(dir);
  } catch (err) {
    if ((err as { code?: string }).code !== 'ELOCKED') throw err;
    const owner = readOwner(dir);
    if (!isOrphaned(owner, processState)) throw new DataDirLockedError(dir, owner?.pid);
    rmSync(lockPath(dir), { recursive: true, force: true });
    try {
      release = await acquire(dir);
    } catch (again) {
      if ((again as { code?: string }).code === 'ELOCKED') throw new DataDirLockedError(dir);
      throw again;
    }
  }
  writeFileSync(ownerPath(dir), JSON.stringify({ pid: process.pid, host: hostname() } satisfies Owner));
  return async () => {
    rmSync(ownerPath(dir), { force: true });
    await release();
  };
}
