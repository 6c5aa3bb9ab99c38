import type { RouteEntry } from '../../shared/router/routeMeta';
import { lazyPage } from '../../shared/router/lazyPage';

/** My equity (issue 29 item 8; docs/equity.md): the tenant's membership, services, allowances and purchases. */
export const equityRoutes = {
  account: {
    path: '/expenseCenter/userAccountDetail',
    meta: {
      title: 'expense.userAccountDetail',
      side: true,
      sideGroup: 'equity',
      hidden: false,
      isAuth: true,
    },
    page: lazyPage(() => import('./EquityPage')),
  },
} satisfies Record<string, RouteEntry>;

/** Key prefix of this feature's copy; the bundle loads with its page. */
export const EQUITY_I18N_NAMESPACE = 'equity';
export type { equityZh as EquityResources } from './copy';
