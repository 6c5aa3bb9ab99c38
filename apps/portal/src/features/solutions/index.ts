import type { RouteEntry } from '../../shared/router/routeMeta';
import { lazyPage } from '../../shared/router/lazyPage';

/** 解决方案 (issue 28 item 10; docs/solutions.md): solutions by audience, from the configured services. */
export const solutionsRoutes = {
  index: {
    path: '/solution/index',
    meta: { title: 'solution', menuKey: 'solution', isShowFooter: true },
    page: lazyPage(() => import('./SolutionsPage')),
  },
  detail: {
    path: '/solution/detail',
    meta: { title: 'solutionDetail', hidden: true, activeMenu: '/solution/index' },
    page: lazyPage(() => import('./SolutionDetailPage')),
  },
} satisfies Record<string, RouteEntry>;
