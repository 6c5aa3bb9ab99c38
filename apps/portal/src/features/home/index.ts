import { lazyPage } from '../../shared/router/lazyPage';
import type { RouteEntry } from '../../shared/router/routeMeta';

/** The home page (/home/discover is the enterprise search, in features/enterprise). */
export const homeRoutes: RouteEntry[] = [
  {
    path: '/',
    meta: { title: 'home', isShowFooter: true, menuKey: 'home' },
    page: lazyPage(() => import('./HomePage')),
  },
];
