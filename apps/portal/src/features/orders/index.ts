import type { RouteEntry } from '../../shared/router/routeMeta';
import { lazyPage } from '../../shared/router/lazyPage';

const order = { side: true, sideGroup: 'order', hidden: false, isAuth: true } as const;

/** The caller's orders and bills (user centre, side group 'order'). */
export const ordersRoutes: RouteEntry[] = [
  {
    path: '/user/order/list',
    meta: { title: 'user.orderList', ...order },
    page: lazyPage(() => import('./OrderListPage')),
  },
  {
    path: '/user/order/bill',
    meta: { title: 'user.orderBill', ...order },
    page: lazyPage(() => import('./OrderBillPage')),
  },
];

const expense = { side: true, sideGroup: 'order', isAuth: true } as const;

/** The expense centre's orders (issue 29 item 5; side group 'order'): the list and one order. */
export const expenseOrderRoutes = {
  orderManagement: {
    path: '/expenseCenter/orderManagement',
    meta: { title: 'expense.orderManagement', ...expense, hidden: false },
    page: lazyPage(() => import('./OrderManagementPage')),
  },
  details: {
    path: '/expenseCenter/details',
    meta: { title: 'expense.details', ...expense, hidden: true },
    page: lazyPage(() => import('./OrderDetailPage')),
  },
} satisfies Record<string, RouteEntry>;

/** Key prefix of this feature's copy; the bundle loads with its pages. */
export const ORDERS_I18N_NAMESPACE = 'orders';
export type { ordersZh as OrdersResources } from './copy';

export { ordersApi } from './ordersApi';
