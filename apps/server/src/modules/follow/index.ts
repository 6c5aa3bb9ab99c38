import type { FastifyPluginAsync } from 'fastify';
import { followRoutes } from './routes';

/** Followed companies of the user area (myAttentionCompany): per tenant and user, pin and unpin. */
export const followModule: FastifyPluginAsync = async (app) => followRoutes(app);

export { FOLLOW_LIMIT, follow, unfollow } from './service';
export { followOf, followed as followedCompaniesAmong, followedCompanyIds } from './repo';
