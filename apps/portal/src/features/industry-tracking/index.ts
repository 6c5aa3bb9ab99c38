import type { RouteEntry } from '../../shared/router/routeMeta';
import { lazyPage } from '../../shared/router/lazyPage';

/**
 * 产业追踪 (issue 28 item 5; docs/industry-tracking.md). Spec 1 §2 marks only compTracking as login;
 * the page opens for visitors with what it offers and the login dialog, its data needs a sign-in.
 */
export const industryTrackingRoutes = {
  tracking: {
    path: '/serve/induTracking',
    meta: { title: 'serve.induTracking', flag: 'serve' },
    page: lazyPage(() => import('./IndustryTrackingPage')),
  },
} satisfies Record<string, RouteEntry>;
