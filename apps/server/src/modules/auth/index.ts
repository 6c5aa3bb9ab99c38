import type { FastifyInstance } from 'fastify';
import type { AuthDeps } from './grants';
import { authRoutes } from './routes';

/**
 * Logins (OAuth2 grants), sessions and refresh-token rotation. The sso grant's partner check is
 * handed in (widget owns the partners and depends on auth).
 */
export const authModule = async (app: FastifyInstance, deps: AuthDeps) => authRoutes(app, deps);
export type { AuthDeps } from './grants';

export { assertNotLocked, clearFailures, failureKey, recordFailure } from './login-guard';
export { revokeOtherSessions, startWidgetSession } from './sessions';
export { onSessionsRevoked, type SessionsRevokedListener } from './revocations';
/** The access-token check of every HTTP call, for transports that carry the token otherwise (chat sockets). */
export { verifyAccessToken, isSessionLive, usableFrom } from '../../lib/auth';
