import type { FastifyPluginAsync } from 'fastify';
import { socialRoutes } from './routes';

/** Friends, card holder, fans and following counts (later social features extend it). */
export const socialModule: FastifyPluginAsync = async (app) => socialRoutes(app);
