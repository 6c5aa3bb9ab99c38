// Small helpers shared by the start, dev and test scripts.
import { spawn } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * Runs a command to its end. A stop signal sent to this script (a process manager's SIGTERM) is
 * passed on: the child (the server) stops and frees its data folder, then this script ends by the
 * same signal. So is the end of this script's parent: npm ends on SIGTERM without passing it on,
 * and this script is then adopted. Without both, the server outlived `npm start`, and the next
 * start found its data folder in use.
 */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', shell: false, ...options });
    let stoppedBy;
    const forward = (signal) => {
      stoppedBy = signal;
      child.kill(signal);
    };
    for (const signal of STOP_SIGNALS) process.on(signal, forward);
    const parent = process.ppid;
    const orphaned = setInterval(() => process.ppid !== parent && forward('SIGTERM'), 1000);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearInterval(orphaned);
      for (const s of STOP_SIGNALS) process.off(s, forward);
      if (stoppedBy) return process.kill(process.pid, stoppedBy);
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`));
    });
  });
}

/** Newest modification time (ms) of a file, or of the files below a folder, ignoring build output. */
export function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (['node_modules', 'dist', '.data'].includes(entry.name)) continue;
    const mtime = newestMtime(join(path, entry.name));
    if (mtime > newest) newest = mtime;
  }
  return newest;
}

/** True when `output` is missing or older than any source (file or folder) in `sources`. */
export function isStale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((dir) => newestMtime(dir) > built);
}
