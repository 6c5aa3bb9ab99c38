import type { FastifyPluginAsync } from 'fastify';
import { socialRoutes } from './routes';

/** Friends, card holder, following people, fans, relationship and friend applications. */
export const socialModule: FastifyPluginAsync = async (app) => socialRoutes(app);

export { seedDemoFriendApplications, seedDemoFriends } from './seed';
/**
 * For the chat module: `areFriendsOrColleagues(store.unscoped, a, b)` is true when a and b are
 * friends in either direction (any tenant) or members of a shared organisation tenant (type 2, 3).
 */
export { areFriendsOrColleagues } from './people';
/** Per-user limits counted in the handlers (docs/architecture/rate-limits.md). */
export { FRIEND_APPLY_PER_HOUR } from './routes';
export { PEOPLE_SEARCH_PER_HOUR } from './people-routes';
