import { LOGIN_FAILURE_LIMIT, LOGIN_LOCK_MINUTES, ResultCode } from '@platform/contracts';
import type { Queryable } from '../../db/db';
import { AppError } from '../../lib/errors';

/**
 * 10 failed logins on an account within 15 minutes lock it for 15 minutes. Unknown accounts count
 * the same way, so the lock reveals nothing about which accounts exist.
 */
const key = (login: string) => login.trim().toLowerCase();

export async function assertNotLocked(db: Queryable, login: string): Promise<void> {
  const [row] = await db.query<{ n: number }>(
    `select count(*)::int as n from login_failures
     where account = $1 and failed_at > now() - make_interval(mins => $2)`,
    [key(login), LOGIN_LOCK_MINUTES],
  );
  if ((row?.n ?? 0) >= LOGIN_FAILURE_LIMIT)
    throw new AppError('accountLocked', ResultCode.TOO_MANY_REQUESTS, 429);
}

export async function recordFailure(db: Queryable, login: string, ip: string): Promise<void> {
  await db.query('insert into login_failures (account, ip) values ($1, $2)', [key(login), ip]);
}

export async function clearFailures(db: Queryable, login: string): Promise<void> {
  await db.query('delete from login_failures where account = $1', [key(login)]);
}
