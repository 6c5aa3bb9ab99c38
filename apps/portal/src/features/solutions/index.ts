import { lazy } from 'react';
import type { RouteEntry } from '../../shared/router/routeMeta';

/** 解决方案 (issue 28 item 10; docs/solutions.md): solutions by audience, from the configured services. */
export const solutionsRoutes = {
  index: {
    path: '/solution/index',
    meta: { title: 'solution', menuKey: 'solution', isShowFooter: true },
    page: lazy(() => import('./SolutionsPage')),
  },
  detail: {
    path: '/solution/detail',
    meta: { title: 'solutionDetail', hidden: true, activeMenu: '/solution/index' },
    page: lazy(() => import('./SolutionDetailPage')),
  },
} satisfies Record<string, RouteEntry>;
