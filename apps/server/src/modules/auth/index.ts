import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './routes';

/** Logins (OAuth2 grants), sessions and refresh-token rotation. */
export const authModule: FastifyPluginAsync = async (app) => authRoutes(app);

export { assertNotLocked, clearFailures, failureKey, recordFailure } from './login-guard';
export { revokeOtherSessions, startWidgetSession } from './sessions';
export { onSessionsRevoked, type SessionsRevokedListener } from './revocations';
/** The access-token check of every HTTP call, for transports that carry the token otherwise (chat sockets). */
export { verifyAccessToken, isSessionLive, usableFrom } from '../../lib/auth';
