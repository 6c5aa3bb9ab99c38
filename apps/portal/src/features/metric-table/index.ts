import type { RouteEntry } from '../../shared/router/routeMeta';
import { lazyPage } from '../../shared/router/lazyPage';

/** 深度数据库, the metric table (issue 28 item 10; docs/metric-table.md): login only. */
export const metricTableRoutes = {
  index: {
    path: '/metricTable/index',
    meta: { title: 'metricTable', isAuth: true, hidden: true },
    page: lazyPage(() => import('./MetricTablePage')),
  },
} satisfies Record<string, RouteEntry>;
