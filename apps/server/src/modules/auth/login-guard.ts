import { LOGIN_FAILURE_LIMIT, LOGIN_LOCK_MINUTES, ResultCode } from '@platform/contracts';
import type { Q } from '../../db/kysely';
import { AppError } from '../../lib/errors';
import * as repo from './repo';

/**
 * 10 failed logins on an account within 15 minutes lock it for 15 minutes. Unknown accounts count
 * the same way, so the lock reveals nothing about which accounts exist.
 */
const key = (login: string) => login.trim().toLowerCase();

export async function assertNotLocked(db: Q, login: string): Promise<void> {
  const n = await repo.countRecentFailures(db, key(login), LOGIN_LOCK_MINUTES);
  if (n >= LOGIN_FAILURE_LIMIT) throw new AppError('accountLocked', ResultCode.TOO_MANY_REQUESTS, 429);
}

export async function recordFailure(db: Q, login: string, ip: string): Promise<void> {
  await repo.insertFailure(db, key(login), ip);
}

export async function clearFailures(db: Q, login: string): Promise<void> {
  await repo.deleteFailures(db, key(login));
}
