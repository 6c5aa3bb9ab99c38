import type { FastifyInstance } from 'fastify';
import type { TenantScope } from '../../db/tenant-scope';
import type { SocialTies } from '../vcard';
import type { PeopleChat } from './chat';
import { friendRemarksAmong } from './people-repo';
import { followedAmong } from './repo';
/** The people a user follows in the caller's tenant (content's feed and follow groups). */
export { followedAmong as followedPeopleAmong, followedUserIds } from './repo';
import type { OnCardsExchanged } from './exchange';
import { socialRoutes } from './routes';

/**
 * Friends, card holder, following people, fans, relationship and friend applications. The chat
 * (which depends on social) is handed in by modules/index.ts.
 */
export const socialModule = async (
  app: FastifyInstance,
  deps: { chat: PeopleChat; onCardsExchanged?: OnCardsExchanged },
) => socialRoutes(app, deps.chat, deps.onCardsExchanged);
export type { CardsExchanged, OnCardsExchanged } from './exchange';

export type { FriendMirror, PeopleChat } from './chat';
/**
 * Friends as each caller counts them: `friendIdsAmong({ eitherWayAnyTenant: unscoped }, …)` for
 * the chat (either direction, any tenant), `{ ownRowsIn: scope }` for the user's own rows here.
 */
export { friendIdsAmong, type FriendReach } from './people-repo';
/** For the demo seeds: follow rows in the scope's tenant. */
export { insertFollows as addFollows } from './repo';
/**
 * For the chat module's tests and the people pages: `areFriendsOrColleagues(store.unscoped, a, b)`
 * is true when a and b are friends in either direction (any tenant) or members of a shared
 * organisation tenant (type 2, 3).
 */
export { areFriendsOrColleagues } from './people';
/** Section IM pages (docs/im.md): who of a caller's peers are the section's contacts. */
export { onlySectionContacts, sectionContactsAmong } from './section-contacts';
/** Per-user limits counted in the handlers (docs/architecture/rate-limits.md). */
export { FRIEND_APPLY_PER_HOUR } from './routes';
export { PEOPLE_SEARCH_PER_HOUR } from './people-routes';

/** What vcard asks about a viewer (follows and friend remarks in the caller's tenant). */
export const socialTies: SocialTies = {
  followedAmong: (scope: TenantScope, viewer, ids) => followedAmong(scope, viewer, ids),
  friendRemarksAmong: (scope: TenantScope, viewer, ids) => friendRemarksAmong(scope, viewer, ids),
};
