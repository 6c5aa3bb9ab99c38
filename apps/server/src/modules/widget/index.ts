import type { FastifyPluginAsync } from 'fastify';
import { widgetRoutes } from './routes';

/**
 * Partners embedding the widgets: widget tokens (server-to-server, signed with the partner secret;
 * or from the portal's login popup) and the partner origins the origin check reads.
 */
export const widgetModule: FastifyPluginAsync = async (app) => widgetRoutes(app);

export { assertCustomerCode, noteOriginRefusal, partnerAllowing } from './service';
export {
  PartnerAdminError,
  allowOrigin,
  endSecretGrace,
  listPartnerSummaries,
  recentPartnerRefusals,
  SECRET_GRACE_HOURS,
  partnerSecret,
  removeOrigin,
  setRate,
  type PartnerSummary,
  type PartnerRefusalSummary,
} from './partners';
export { signPartnerRequest } from './signature';
export { ssoTokenUser } from './sso';
