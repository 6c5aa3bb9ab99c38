import type { FastifyPluginAsync } from 'fastify';
import { socialRoutes } from './routes';

/** Friends, card holder, following people, fans, relationship and friend applications. */
export const socialModule: FastifyPluginAsync = async (app) => socialRoutes(app);

export { seedDemoFriendApplications } from './seed';
