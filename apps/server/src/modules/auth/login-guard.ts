import {
  LOGIN_FAILURE_LIMIT,
  LOGIN_IP_FAILURE_LIMIT,
  LOGIN_LOCK_MINUTES,
  LOGIN_ACCOUNT_FAILURE_LIMIT,
  ResultCode,
  normalisePhone,
} from '@platform/contracts';
import type { Queryable } from '../../db/db';
import { AppError } from '../../lib/errors';

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
 */
export function failureKey(login: string, userId: string | undefined): string {
  return userId ? `user:${userId}` : `login:${normalisePhone(login.trim().toLowerCase())}`;
}

export async function assertNotLocked(db: Queryable, account: string, ip: string): Promise<void> {
  const [row] = await db.query<{ pair: number; byIp: number; byAccount: number }>(
    `select count(*) filter (where account = $1 and ip = $2)::int as "pair",
            count(*) filter (where ip = $2)::int as "byIp",
            count(*) filter (where account = $1)::int as "byAccount"
     from login_failures
     where (account = $1 or ip = $2) and failed_at > now() - make_interval(mins => $3)`,
    [account, ip, LOGIN_LOCK_MINUTES],
  );
  if (
    (row?.pair ?? 0) >= LOGIN_FAILURE_LIMIT ||
    (row?.byIp ?? 0) >= LOGIN_IP_FAILURE_LIMIT ||
    (row?.byAccount ?? 0) >= LOGIN_ACCOUNT_FAILURE_LIMIT
  )
    throw new AppError('accountLocked', ResultCode.TOO_MANY_REQUESTS, 429);
}

export async function recordFailure(db: Queryable, account: string, ip: string): Promise<void> {
  await db.query('insert into login_failures (account, ip) values ($1, $2)', [account, ip]);
}

/** A successful login clears that address's failures on the account. */
export async function clearFailures(db: Queryable, account: string, ip: string): Promise<void> {
  await db.query('delete from login_failures where account = $1 and ip = $2', [account, ip]);
}
