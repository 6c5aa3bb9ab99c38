import type { RouteEntry } from '../../shared/router/routeMeta';
import { lazyPage } from '../../shared/router/lazyPage';

const sales = { side: true, sideGroup: 'sales', isAuth: true } as const;

/** Sales management (issue 29 item 4; docs/sales.md): side group 'sales' (default customer only). */
export const salesRoutes: RouteEntry[] = [
  {
    path: '/salesManagement/salesCode',
    meta: { title: 'sales.salesCode', ...sales, hidden: false },
    page: lazyPage(() => import('./SalesCodePage')),
  },
  {
    path: '/salesManagement/salesTeam',
    meta: { title: 'sales.salesTeam', ...sales, hidden: false },
    page: lazyPage(() => import('./SalesTeamPage')),
  },
  {
    path: '/salesManagement/teamDetail',
    meta: { title: 'sales.teamDetail', ...sales, hidden: true },
    page: lazyPage(() => import('./TeamDetailPage')),
  },
];

/** Key prefix of this feature's copy; the bundle loads with its pages. */
export const SALES_I18N_NAMESPACE = 'sales';
export type { salesZh as SalesResources } from './copy';
