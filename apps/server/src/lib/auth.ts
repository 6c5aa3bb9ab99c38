import type { FastifyRequest } from 'fastify';
import { jwtVerify } from 'jose';
import { DEFAULT_TENANT_ID } from '@platform/contracts';
import type { Q } from '../db/kysely';
import { forbidden, unauthorized } from './errors';

export interface AuthUser {
  userId: string;
  tenantId: string;
  sessionId: string;
  clientId: string;
  account: string;
  /** A widget token's partner origin (its `wo` claim): the token works only from that origin. */
  widgetOrigin?: string;
}

/** The origin a request comes from: its Origin header, else (same-origin GETs send none) our own. */
export function requestOrigin(request: FastifyRequest): string {
  const origin = request.headers.origin;
  return typeof origin === 'string' && origin !== 'null' ? origin : ownOrigin(request);
}

export const ownOrigin = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;

/** False for a widget token used from another origin than the one it was minted for. */
export function usableFrom(user: AuthUser, request: FastifyRequest): boolean {
  return user.widgetOrigin === undefined || user.widgetOrigin === requestOrigin(request);
}

export const JWT_ISSUER = 'platform-auth';

/**
 * Verifies an access token and that its login (session) has not been revoked: the one check every
 * HTTP call (createAuthenticator) and every chat socket (the `hello` frame) goes through.
 */
export async function verifyAccessToken(db: Q, key: Uint8Array, token: string): Promise<AuthUser | null> {
  let claims: Record<string, unknown>;
  try {
    ({ payload: claims } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: JWT_ISSUER,
      // A token without an expiry would live for ever: refuse it.
      requiredClaims: ['exp', 'sub', 'sid', 'tid'],
    }));
  } catch {
    return null;
  }
  const user: AuthUser = {
    userId: String(claims.sub),
    tenantId: String(claims.tid),
    sessionId: String(claims.sid),
    clientId: String(claims.cid),
    account: String(claims.acc),
    ...(typeof claims.wo === 'string' ? { widgetOrigin: claims.wo } : {}),
  };
  return (await isSessionLive(db, user.sessionId)) ? user : null;
}

/** False once the login was revoked (logout, password change, refresh-token reuse). */
export async function isSessionLive(db: Q, sessionId: string): Promise<boolean> {
  const live = await db
    .selectFrom('auth_sessions')
    .select('id')
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return live !== undefined;
}

/**
 * Verifies the bearer JWT and that its login (session) has not been revoked, so logout and
 * refresh-token reuse take effect at once. A Tenant-Id header other than the token's is refused.
 */
export function createAuthenticator(db: Q, key: Uint8Array) {
  return async function authenticate(request: FastifyRequest, required: boolean): Promise<AuthUser | null> {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!token) {
      if (required) throw unauthorized();
      return null;
    }
    const verified = await verifyAccessToken(db, key, token);
    const user = verified && usableFrom(verified, request) ? verified : null;
    if (!user) {
      if (required) throw unauthorized('tokenInvalid');
      return null;
    }
    const tenantHeader = request.headers['tenant-id'];
    if (
      typeof tenantHeader === 'string' &&
      tenantHeader !== DEFAULT_TENANT_ID &&
      tenantHeader !== user.tenantId
    ) {
      throw forbidden('tenantMismatch');
    }
    return user;
  };
}
