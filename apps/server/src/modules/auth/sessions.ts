import { SignJWT } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS, type TokenResponse } from '@platform/contracts';
import type { Q, Store } from '../../db/kysely';
import { JWT_ISSUER, WIDGET_CLIENT_ID, WIDGET_SCOPE } from '../../lib/auth';
import { newId, randomToken, sha256 } from '../../lib/crypto';
import { unauthorized } from '../../lib/errors';
import { findUserById, membership, type MembershipRow, type UserRow } from '../accounts';
import * as repo from './repo';
import { announceSessionsRevoked } from './revocations';

const LICENSE = 'powered by platform';

async function newRefreshToken(db: Q, sessionId: string): Promise<string> {
  const token = randomToken(32);
  await repo.insertRefreshToken(db, sha256(token), sessionId, REFRESH_TOKEN_TTL_SECONDS);
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
  store: Store,
  key: Uint8Array,
  user: UserRow,
  m: MembershipRow,
  clientId: string,
): Promise<TokenResponse> {
  const sessionId = newId();
  const refresh = await store.transaction(async (tx) => {
    await repo.insertSession(tx.db, { id: sessionId, userId: user.id, tenantId: m.tenant_id, clientId });
    return newRefreshToken(tx.db, sessionId);
  });
  return tokenResponse(key, user, m, sessionId, clientId, refresh);
}

/**
 * Rotates a refresh token. Each works once: presenting one that was already used means it was
 * copied, so the whole login is revoked and both holders must sign in again.
 */
export async function refreshSession(
  store: Store,
  key: Uint8Array,
  token: string,
  clientId: string,
): Promise<TokenResponse> {
  const hash = sha256(token);
  const outcome = await store.transaction(async (tx) => {
    const row = await repo.lockRefreshToken(tx.db, hash);
    if (!row || row.revoked || row.expired || row.client_id !== clientId) return { ok: false as const };
    if (row.used) {
      const revoked = await repo.revokeSession(tx.db, row.session_id, 'refresh_token_reuse');
      return { ok: false as const, revoked };
    }
    await repo.markRefreshTokenUsed(tx.db, hash);
    const next = await newRefreshToken(tx.db, row.session_id);
    return { ok: true as const, row, next };
  });
  if (!outcome.ok) {
    // Announced after the transaction committed, on the app's own store.
    if (outcome.revoked) await announceSessionsRevoked(store.db, outcome.revoked);
    throw unauthorized('refreshInvalid');
  }
  const { row, next } = outcome;
  const user = await findUserById(store.db, row.user_id);
  const m = user && user.status === 1 ? await membership(store.db, user.id, row.tenant_id) : undefined;
  if (!user || !m) {
    await revokeSession(store.db, row.session_id, 'account_changed');
    throw unauthorized('refreshInvalid');
  }
  return tokenResponse(key, user, m, row.session_id, clientId, next);
}

/**
 * Ends one login and tells the listeners (chat sockets). `db` must be the app's store.db, not a
 * transaction's, for the listeners to hear it (sockets also re-check their session periodically).
 */
export async function revokeSession(db: Q, sessionId: string, reason: string): Promise<void> {
  await announceSessionsRevoked(db, await repo.revokeSession(db, sessionId, reason));
}

/** Ends every login of the user but `keepSessionId` (null: all), and tells the listeners. */
export async function revokeOtherSessions(
  db: Q,
  userId: string,
  keepSessionId: string | null,
  reason: string,
): Promise<void> {
  await announceSessionsRevoked(db, await repo.revokeOtherSessions(db, userId, keepSessionId, reason));
}

/**
 * A widget token: a login of its own (revocable like any other), no refresh token, a short life,
 * the partner origin it may be used from (`wo`, checked by lib/auth on every call and socket) and
 * the widget scope (`scp`): only routes marked `widget` in the contracts let it in.
 */
export async function startWidgetSession(
  store: Store,
  key: Uint8Array,
  user: UserRow,
  m: MembershipRow,
  origin: string,
  ttlSeconds: number,
): Promise<{ token: string; userId: string; expiresAt: number }> {
  const sessionId = newId();
  await repo.insertSession(store.db, {
    id: sessionId,
    userId: user.id,
    tenantId: m.tenant_id,
    clientId: WIDGET_CLIENT_ID,
  });
  const expiresAt = Math.floor(Date.now() / 1000) + ttlSeconds;
  const token = await new SignJWT({
    tid: m.tenant_id,
    sid: sessionId,
    cid: WIDGET_CLIENT_ID,
    acc: user.account,
    wo: origin,
    scp: WIDGET_SCOPE,
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setIssuer(JWT_ISSUER)
    .setJti(newId())
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(key);
  return { token, userId: user.id, expiresAt: expiresAt * 1000 };
}
