import type { RouteEntry } from '../../shared/router/routeMeta';
import { lazyPage } from '../../shared/router/lazyPage';

/** 企业监控 (issue 28 item 5; docs/company-tracking.md): signed-in users only (spec 1 §2). */
export const companyTrackingRoutes = {
  monitor: {
    path: '/serve/compTracking',
    meta: { title: 'serve.compTracking', flag: 'serve', isAuth: true },
    page: lazyPage(() => import('./CompanyTrackingPage')),
  },
} satisfies Record<string, RouteEntry>;
