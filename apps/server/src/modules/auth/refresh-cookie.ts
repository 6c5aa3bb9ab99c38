import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CSRF_COOKIE,
  CSRF_HEADER,
  REFRESH_COOKIE,
  REFRESH_TOKEN_TTL_SECONDS,
  TOKEN_PATH,
} from '@platform/contracts';
import { unauthorized } from '../../lib/errors';

/** The CSRF value is an HMAC of the refresh token: only our server can make the matching pair. */
const csrfFor = (key: Uint8Array, refreshToken: string) =>
  createHmac('sha256', key).update(`csrf:${refreshToken}`).digest('base64url');

/** Sets the HttpOnly refresh cookie and the readable CSRF cookie that goes with it. */
export function setRefreshCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  key: Uint8Array,
  refreshToken: string,
): void {
  const secure = request.protocol === 'https';
  const common = { sameSite: 'strict' as const, secure, maxAge: REFRESH_TOKEN_TTL_SECONDS };
  reply.setCookie(REFRESH_COOKIE, refreshToken, { ...common, httpOnly: true, path: TOKEN_PATH });
  reply.setCookie(CSRF_COOKIE, csrfFor(key, refreshToken), { ...common, httpOnly: false, path: '/' });
}

export function clearRefreshCookies(reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, { path: TOKEN_PATH });
  reply.clearCookie(CSRF_COOKIE, { path: '/' });
}

/**
 * The refresh token of a refresh grant: the one in the body (API clients), else the cookie's,
 * which counts only with the matching CSRF header, so another site cannot make a browser use it.
 */
export function refreshTokenOf(
  request: FastifyRequest,
  key: Uint8Array,
  fromBody: string | undefined,
): string {
  if (fromBody) return fromBody;
  const cookie = request.cookies[REFRESH_COOKIE];
  const header = request.headers[CSRF_HEADER];
  if (!cookie || typeof header !== 'string') throw unauthorized('refreshInvalid');
  const expected = Buffer.from(csrfFor(key, cookie));
  const given = Buffer.from(header);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    throw unauthorized('refreshInvalid');
  return cookie;
}
