import {
  LOGIN_FAILURE_LIMIT,
  LOGIN_IP_FAILURE_LIMIT,
  LOGIN_LOCK_MINUTES,
  LOGIN_ACCOUNT_FAILURE_LIMIT,
  ResultCode,
  normalisePhone,
  type MessageKey,
} from '@platform/contracts';
import type { Q } from '../../db/kysely';
import { AppError } from '../../lib/errors';
import * as repo from './repo';

/**
 * Password-login lock, following OWASP's authentication guidance. Failures are counted per
 * resolved account (so `13800000003`, `+8613800000003` and `008613800000003` are one account)
 * and per source address:
 * - 10 failures on one account from one address lock that account for that address for 15 min;
 *   a stranger elsewhere cannot lock the owner out;
 * - 30 failures from one address, over any accounts, lock that address (password spraying);
 * - 100 failures on one account from all addresses lock it everywhere (a distributed attack);
 *   SMS login stays open to the owner even then.
 * Unknown accounts count the same way, so the lock reveals nothing about which accounts exist.
 * A wrong current password typed to change it counts as a failed login of that account (one
 * budget of guesses, one lock), refused with its own message.
 */
export function failureKey(login: string, userId: string | undefined): string {
  return userId ? `user:${userId}` : `login:${normalisePhone(login.trim().toLowerCase())}`;
}

export async function assertNotLocked(
  db: Q,
  account: string,
  ip: string,
  refusal: MessageKey = 'accountLocked',
): Promise<void> {
  const n = await repo.countRecentFailures(db, account, ip, LOGIN_LOCK_MINUTES);
  if (
    n.pair >= LOGIN_FAILURE_LIMIT ||
    n.byIp >= LOGIN_IP_FAILURE_LIMIT ||
    n.byAccount >= LOGIN_ACCOUNT_FAILURE_LIMIT
  )
    throw new AppError(refusal, ResultCode.TOO_MANY_REQUESTS, 429);
}

export async function recordFailure(db: Q, account: string, ip: string): Promise<void> {
  await repo.insertFailure(db, account, ip);
}

/** A successful login clears that address's failures on the account. */
export async function clearFailures(db: Q, account: string, ip: string): Promise<void> {
  await repo.deleteFailures(db, account, ip);
}
