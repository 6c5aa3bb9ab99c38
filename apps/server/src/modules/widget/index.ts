import type { FastifyPluginAsync } from 'fastify';
import { widgetRoutes } from './routes';

/**
 * Partners embedding the widgets: widget tokens (server-to-server, signed with the partner secret;
 * or from the portal's login popup) and the partner origins the origin check reads.
 */
export const widgetModule: FastifyPluginAsync = async (app) => widgetRoutes(app);

export { assertCustomerCode, partnerAllowing } from './service';
export { seedDemoPartner } from './seed';
export { signPartnerRequest } from './signature';
