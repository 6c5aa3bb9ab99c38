import type { RouteEntry } from '../../shared/router/routeMeta';
import { lazyPage } from '../../shared/router/lazyPage';

/** The organisation form a first-time user fills in (spec 1 §3 orgInfo.isFirst). */
export const orgRoutes: RouteEntry[] = [
  {
    path: '/org/index',
    meta: { title: 'org', hidden: true, isAuth: true, bare: true },
    page: lazyPage(() => import('./OrgPage')),
  },
];

export { orgApi } from './orgApi';
