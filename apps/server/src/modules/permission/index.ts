import type { FastifyPluginAsync } from 'fastify';
import { permissionRoutes } from './routes';

/** Which business types the caller's tenant has bought (route gates and the top bar). */
export const permissionModule: FastifyPluginAsync = async (app) => permissionRoutes(app);

export { hasPurchase } from './service';
