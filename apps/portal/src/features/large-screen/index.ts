import { lazy } from 'react';
import type { RouteEntry } from '../../shared/router/routeMeta';

/** 数据大屏 (issue 28 item 10; docs/large-screen.md): login only, a page of its own for a wall. */
export const largeScreenRoutes = {
  screen: {
    path: '/largeScreen',
    meta: { title: 'largeScreen', isAuth: true, hidden: true, bare: true },
    page: lazy(() => import('./LargeScreenPage')),
  },
} satisfies Record<string, RouteEntry>;
