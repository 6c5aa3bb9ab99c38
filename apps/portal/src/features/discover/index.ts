import type { RouteEntry } from '../../shared/router/routeMeta';
import { DISCOVER_INDEX_PATH, DISCOVER_MEMBER_PATH } from './discoverModel';
import { lazyPage } from '../../shared/router/lazyPage';

/**
 * The organisations on the platform (docs/discover.md): the directory and one organisation's
 * members. The meta is the platform skeleton's (spec 1 §2): hidden from the menus.
 */
export const discoverRoutes = {
  index: {
    path: DISCOVER_INDEX_PATH,
    meta: { title: 'discoverIndex', hidden: true },
    page: lazyPage(() => import('./DiscoverIndexPage')),
  },
  member: {
    path: DISCOVER_MEMBER_PATH,
    meta: { title: 'discoverMember', hidden: true },
    page: lazyPage(() => import('./DiscoverMemberPage')),
  },
} satisfies Record<string, RouteEntry>;

/** Key prefix of this feature's copy; the bundle loads with its pages. */
export const DISCOVER_I18N_NAMESPACE = 'discover';
export type { discoverZh as DiscoverResources } from './copy';

export { DISCOVER_INDEX_PATH, memberPagePath } from './discoverModel';
