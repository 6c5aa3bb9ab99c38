import { sql } from 'kysely';
import type { QueriesOf } from '../../db/module-store';

type Queries = QueriesOf<'auth'>;

/** Sessions (one per login), their rotating refresh tokens, and failed-login records. */
export async function insertSession(
  db: Queries,
  s: { id: string; userId: string; tenantId: string; clientId: string },
): Promise<void> {
  await db
    .insertInto('auth_sessions')
    .values({ id: s.id, user_id: s.userId, tenant_id: s.tenantId, client_id: s.clientId })
    .execute();
}

export async function insertRefreshToken(
  db: Queries,
  tokenHash: string,
  sessionId: string,
  ttlSeconds: number,
) {
  await db
    .insertInto('refresh_tokens')
    .values({
      token_hash: tokenHash,
      session_id: sessionId,
      expires_at: sql<Date>`now() + make_interval(secs => ${ttlSeconds})`,
    })
    .execute();
}

/** The refresh token and its session, the token row locked until the transaction ends. */
export function lockRefreshToken(tx: Queries, tokenHash: string) {
  return tx
    .selectFrom('refresh_tokens as r')
    .innerJoin('auth_sessions as s', 's.id', 'r.session_id')
    .select((eb) => [
      'r.session_id',
      eb('r.used_at', 'is not', null).as('used'),
      eb('r.expires_at', '<=', sql<Date>`now()`).as('expired'),
      eb('s.revoked_at', 'is not', null).as('revoked'),
      's.client_id',
      's.user_id',
      's.tenant_id',
    ])
    .where('r.token_hash', '=', tokenHash)
    .forUpdate('r')
    .executeTakeFirst();
}

export async function markRefreshTokenUsed(tx: Queries, tokenHash: string): Promise<void> {
  await tx
    .updateTable('refresh_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('token_hash', '=', tokenHash)
    .execute();
}

/** Answers the ids it revoked (none when already revoked). */
export async function revokeSession(db: Queries, sessionId: string, reason: string): Promise<string[]> {
  const rows = await db
    .updateTable('auth_sessions')
    .set({ revoked_at: sql<Date>`now()`, revoked_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

export async function revokeOtherSessions(
  db: Queries,
  userId: string,
  keepSessionId: string | null,
  reason: string,
): Promise<string[]> {
  let q = db
    .updateTable('auth_sessions')
    .set({ revoked_at: sql<Date>`now()`, revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepSessionId !== null) q = q.where('id', '<>', keepSessionId);
  const rows = await q.returning('id').execute();
  return rows.map((r) => r.id);
}

/** Recent failures of the account from the address, from the address, and of the account. */
export async function countRecentFailures(db: Queries, account: string, ip: string, minutes: number) {
  const row = await db
    .selectFrom('login_failures')
    .select([
      sql<number>`count(*) filter (where account = ${account} and ip = ${ip})::int`.as('pair'),
      sql<number>`count(*) filter (where ip = ${ip})::int`.as('byIp'),
      sql<number>`count(*) filter (where account = ${account})::int`.as('byAccount'),
    ])
    .where((eb) => eb.or([eb('account', '=', account), eb('ip', '=', ip)]))
    .where('failed_at', '>', sql<Date>`now() - make_interval(mins => ${minutes})`)
    .executeTakeFirst();
  return { pair: row?.pair ?? 0, byIp: row?.byIp ?? 0, byAccount: row?.byAccount ?? 0 };
}

export async function insertFailure(db: Queries, account: string, ip: string): Promise<void> {
  await db.insertInto('login_failures').values({ account, ip }).execute();
}

export async function deleteFailures(db: Queries, account: string, ip: string): Promise<void> {
  await db.deleteFrom('login_failures').where('account', '=', account).where('ip', '=', ip).execute();
}
