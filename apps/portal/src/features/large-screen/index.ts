import type { RouteEntry } from '../../shared/router/routeMeta';
import { lazyPage } from '../../shared/router/lazyPage';

/** 数据大屏 (issue 28 item 10; docs/large-screen.md): login only, a page of its own for a wall. */
export const largeScreenRoutes = {
  screen: {
    path: '/largeScreen',
    meta: { title: 'largeScreen', isAuth: true, hidden: true, bare: true },
    page: lazyPage(() => import('./LargeScreenPage')),
  },
} satisfies Record<string, RouteEntry>;
