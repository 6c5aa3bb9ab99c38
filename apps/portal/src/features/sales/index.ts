import { lazy } from 'react';
import type { RouteEntry } from '../../shared/router/routeMeta';

const sales = { side: true, sideGroup: 'sales', isAuth: true } as const;

/** Sales management (issue 29 item 4; docs/sales.md): side group 'sales' (default customer only). */
export const salesRoutes: RouteEntry[] = [
  {
    path: '/salesManagement/salesCode',
    meta: { title: 'sales.salesCode', ...sales, hidden: false },
    page: lazy(() => import('./SalesCodePage')),
  },
  {
    path: '/salesManagement/salesTeam',
    meta: { title: 'sales.salesTeam', ...sales, hidden: false },
    page: lazy(() => import('./SalesTeamPage')),
  },
  {
    path: '/salesManagement/teamDetail',
    meta: { title: 'sales.teamDetail', ...sales, hidden: true },
    page: lazy(() => import('./TeamDetailPage')),
  },
];

/** Key prefix of this feature's copy; the bundle loads with its pages. */
export const SALES_I18N_NAMESPACE = 'sales';
export type { salesZh as SalesResources } from './copy';
