import { SignJWT } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS, type TokenResponse } from '@platform/contracts';
import type { Db, Queryable } from '../../db/db';
import { JWT_ISSUER } from '../../lib/auth';
import { newId, randomToken, sha256 } from '../../lib/crypto';
import { unauthorized } from '../../lib/errors';
import type { MembershipRow, UserRow } from '../system/user-queries';
import { findUserById, membership } from '../system/user-queries';

const LICENSE = 'powered by platform';

async function newRefreshToken(db: Queryable, sessionId: string): Promise<string> {
  const token = randomToken(32);
  await db.query(
    `insert into refresh_tokens (token_hash, session_id, expires_at) values ($1, $2, now() + make_interval(secs => $3))`,
    [sha256(token), sessionId, REFRESH_TOKEN_TTL_SECONDS],
  );
  return token;
}

async function tokenResponse(
  key: Uint8Array,
  user: UserRow,
  m: MembershipRow,
  sessionId: string,
  clientId: string,
  refreshToken: string,
): Promise<TokenResponse> {
  const jti = newId();
  const accessToken = await new SignJWT({
    tid: m.tenant_id,
    sid: sessionId,
    cid: clientId,
    acc: user.account,
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setIssuer(JWT_ISSUER)
    .setJti(jti)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(key);
  return {
    access_token: accessToken,
    token_type: 'bearer',
    refresh_token: refreshToken,
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    scope: 'all',
    jti,
    tenant_id: m.tenant_id,
    user_id: user.id,
    user_name: user.account,
    account: user.account,
    real_name: user.real_name,
    nick_name: user.nick_name,
    avatar: user.avatar,
    phone: user.phone ?? '',
    role_name: m.role_name,
    role_id: m.role_id,
    dept_id: m.dept_id,
    post_id: m.post_id,
    client_id: clientId,
    oauth_id: '',
    license: LICENSE,
    tenant_type: m.tenant_type,
  };
}

/** A successful login: a new session (one "login") with its first refresh token. */
export async function startSession(
  db: Db,
  key: Uint8Array,
  user: UserRow,
  m: MembershipRow,
  clientId: string,
): Promise<TokenResponse> {
  const sessionId = newId();
  const refresh = await db.transaction(async (tx) => {
    await tx.query('insert into auth_sessions (id, user_id, tenant_id, client_id) values ($1, $2, $3, $4)', [
      sessionId,
      user.id,
      m.tenant_id,
      clientId,
    ]);
    return newRefreshToken(tx, sessionId);
  });
  return tokenResponse(key, user, m, sessionId, clientId, refresh);
}

/**
 * Rotates a refresh token. Each works once: presenting one that was already used means it was
 * copied, so the whole login is revoked and both holders must sign in again.
 */
export async function refreshSession(
  db: Db,
  key: Uint8Array,
  token: string,
  clientId: string,
): Promise<TokenResponse> {
  const hash = sha256(token);
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx.query<{
      session_id: string;
      used: boolean;
      expired: boolean;
      revoked: boolean;
      client_id: string;
      user_id: string;
      tenant_id: string;
    }>(
      `select r.session_id, r.used_at is not null as used, r.expires_at <= now() as expired,
              s.revoked_at is not null as revoked, s.client_id, s.user_id, s.tenant_id
       from refresh_tokens r join auth_sessions s on s.id = r.session_id
       where r.token_hash = $1 for update of r`,
      [hash],
    );
    if (!row || row.revoked || row.expired || row.client_id !== clientId) return { ok: false as const };
    if (row.used) {
      await revokeSession(tx, row.session_id, 'refresh_token_reuse');
      return { ok: false as const };
    }
    await tx.query('update refresh_tokens set used_at = now() where token_hash = $1', [hash]);
    const next = await newRefreshToken(tx, row.session_id);
    return { ok: true as const, row, next };
  });
  if (!outcome.ok) throw unauthorized('refreshInvalid');
  const { row, next } = outcome;
  const user = await findUserById(db, row.user_id);
  const m = user && user.status === 1 ? await membership(db, user.id, row.tenant_id) : undefined;
  if (!user || !m) {
    await revokeSession(db, row.session_id, 'account_changed');
    throw unauthorized('refreshInvalid');
  }
  return tokenResponse(key, user, m, row.session_id, clientId, next);
}

export async function revokeSession(db: Queryable, sessionId: string, reason: string): Promise<void> {
  await db.query(
    'update auth_sessions set revoked_at = now(), revoked_reason = $2 where id = $1 and revoked_at is null',
    [sessionId, reason],
  );
}

export async function revokeOtherSessions(
  db: Queryable,
  userId: string,
  keepSessionId: string | null,
  reason: string,
) {
  await db.query(
    `update auth_sessions set revoked_at = now(), revoked_reason = $3
     where user_id = $1 and revoked_at is null and ($2::text is null or id <> $2)`,
    [userId, keepSessionId, reason],
  );
}
