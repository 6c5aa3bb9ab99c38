import { lazy } from 'react';
import type { RouteEntry } from '../../app/router/routeMeta';

/** The home and discover pages. */
export const homeRoutes: RouteEntry[] = [
  {
    path: '/',
    meta: { title: 'home', isShowFooter: true, menuKey: 'home' },
    page: lazy(() => import('./HomePage')),
  },
  {
    path: '/home/discover',
    meta: { title: 'discover', menuKey: 'discover', isShowFooter: true },
    page: lazy(() => import('./DiscoverPage')),
  },
];
