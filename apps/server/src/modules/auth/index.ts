import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './routes';

/** Logins (OAuth2 grants), sessions and refresh-token rotation. */
export const authModule: FastifyPluginAsync = async (app) => authRoutes(app);

export { revokeOtherSessions } from './sessions';
