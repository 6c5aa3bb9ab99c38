import type { FastifyPluginAsync } from 'fastify';
import { orgRoutes } from './routes';

/** Organisation info the top bar asks a new user for. */
export const orgModule: FastifyPluginAsync = async (app) => orgRoutes(app);
