import type { FastifyPluginAsync } from 'fastify';
import { feedbackRoutes } from './routes';

/** Feedback users send from any page. */
export const feedbackModule: FastifyPluginAsync = async (app) => feedbackRoutes(app);
