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
  /** `widget`: a token minted for a partner page, which may call only routes marked `widget`. */
  scope: TokenScope;
  /** The token's `exp`, in milliseconds since the epoch: chat sockets close then. */
  expiresAt: number;
}

/** What a token may do: everything its user may (a login), or only what the widgets call. */
export type TokenScope = 'all' | 'widget';
/** The `scp` claim of widget tokens. */
export const WIDGET_SCOPE = 'widget' satisfies TokenScope;
/** The `cid` claim (and auth_sessions.client_id) of widget tokens. */
export const WIDGET_CLIENT_ID = 'widget';

/**
 * The scope of verified claims. Widget tokens minted before the `scp` claim existed carry the
 * widget client id and a partner origin (`wo`) all the same: either one means `widget`, so an old
 * widget token never gets a login's rights. undefined: a scope we do not know (refused).
 */
function scopeOf(claims: Record<string, unknown>): TokenScope | undefined {
  if (claims.scp === WIDGET_SCOPE) return 'widget';
  if (claims.scp !== undefined) return undefined;
  return claims.cid === WIDGET_CLIENT_ID || claims.wo !== undefined ? 'widget' : 'all';
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
  const scope = scopeOf(claims);
  if (scope === undefined) return null;
  const user: AuthUser = {
    userId: String(claims.sub),
    tenantId: String(claims.tid),
    sessionId: String(claims.sid),
    clientId: String(claims.cid),
    account: String(claims.acc),
    ...(typeof claims.wo === 'string' ? { widgetOrigin: claims.wo } : {}),
    scope,
    expiresAt: Number(claims.exp) * 1000,
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

/** What a route lets in besides logins; nothing unless it says so (default deny). */
export interface RouteAccess {
  /** A widget token may call it (the contract route's `widget` flag). */
  widget?: boolean;
}

/**
 * Verifies the bearer JWT and that its login (session) has not been revoked, so logout and
 * refresh-token reuse take effect at once. A Tenant-Id header other than the token's is refused,
 * and so is a widget token on a route that does not let widget tokens in (403, even on a public
 * route: the token is presented, and is not for this).
 */
export function createAuthenticator(db: Q, key: Uint8Array) {
  return async function authenticate(
    request: FastifyRequest,
    required: boolean,
    access: RouteAccess = {},
  ): Promise<AuthUser | null> {
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
    if (user.scope === WIDGET_SCOPE && !access.widget) throw forbidden('widgetScopeRefused');
    return user;
  };
}
