import type { FastifyPluginAsync } from 'fastify';
import { inviteRoutes } from './routes';

/** Who invited a user (or which sales code brought them). */
export const inviteModule: FastifyPluginAsync = async (app) => inviteRoutes(app);
