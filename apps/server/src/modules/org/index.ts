import type { FastifyPluginAsync } from 'fastify';
import { discoverRoutes } from './discover-routes';
import { orgRoutes } from './routes';

/** Organisation info the top bar asks a new user for, and the discover directory (docs/discover.md). */
export const orgModule: FastifyPluginAsync = async (app) => {
  orgRoutes(app);
  discoverRoutes(app, app.ctx.store);
};

/** For the demo seed: an organisation tenant's public listing. */
export { upsertListing as upsertOrgListing, type ListingInput as OrgListingInput } from './discover-repo';
