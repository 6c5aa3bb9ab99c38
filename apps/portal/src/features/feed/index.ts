import type { RouteEntry } from '../../shared/router/routeMeta';
import { lazyPage } from '../../shared/router/lazyPage';

/** The dynamics feed (/home/index, login required) and industry trends (/trends/index, public). */
export const feedRoutes = {
  home: {
    path: '/home/index',
    meta: { title: 'dynamics', menuKey: 'dynamics', isAuth: true },
    page: lazyPage(() => import('./FeedPage')),
  },
  trends: {
    path: '/trends/index',
    meta: { title: 'trends', menuKey: 'trends' },
    page: lazyPage(() => import('./TrendsPage')),
  },
} satisfies Record<string, RouteEntry>;

/** Key prefix of this feature's copy; the bundle loads with its pages. */
export const FEED_I18N_NAMESPACE = 'feed';
export type { feedZh as FeedResources } from './copy';
