import type { FastifyPluginAsync } from 'fastify';
import { permissionRoutes } from './routes';

/**
 * Which business types the caller's tenant has bought (route gates and the top bar). The purchases
 * themselves are pay's (tenant_purchases); this module answers the questions about them.
 */
export const permissionModule: FastifyPluginAsync = async (app) => permissionRoutes(app);

export { hasPurchase } from '../pay';
