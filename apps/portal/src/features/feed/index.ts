import { lazy } from 'react';
import type { RouteEntry } from '../../shared/router/routeMeta';

/** The dynamics feed (/home/index, login required) and industry trends (/trends/index, public). */
export const feedRoutes = {
  home: {
    path: '/home/index',
    meta: { title: 'dynamics', menuKey: 'dynamics', isAuth: true },
    page: lazy(() => import('./FeedPage')),
  },
  trends: {
    path: '/trends/index',
    meta: { title: 'trends', menuKey: 'trends' },
    page: lazy(() => import('./TrendsPage')),
  },
} satisfies Record<string, RouteEntry>;

/** Key prefix of this feature's copy; the bundle loads with its pages. */
export const FEED_I18N_NAMESPACE = 'feed';
export type { feedZh as FeedResources } from './copy';
