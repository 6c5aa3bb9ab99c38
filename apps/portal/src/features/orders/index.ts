import { lazy } from 'react';
import type { RouteEntry } from '../../shared/router/routeMeta';

const order = { side: true, sideGroup: 'order', hidden: false, isAuth: true } as const;

/** The caller's orders and bills (user centre, side group 'order'). */
export const ordersRoutes: RouteEntry[] = [
  {
    path: '/user/order/list',
    meta: { title: 'user.orderList', ...order },
    page: lazy(() => import('./OrderListPage')),
  },
  {
    path: '/user/order/bill',
    meta: { title: 'user.orderBill', ...order },
    page: lazy(() => import('./OrderBillPage')),
  },
];

const expense = { side: true, sideGroup: 'order', isAuth: true } as const;

/** The expense centre's orders (issue 29 item 5; side group 'order'): the list and one order. */
export const expenseOrderRoutes = {
  orderManagement: {
    path: '/expenseCenter/orderManagement',
    meta: { title: 'expense.orderManagement', ...expense, hidden: false },
    page: lazy(() => import('./OrderManagementPage')),
  },
  details: {
    path: '/expenseCenter/details',
    meta: { title: 'expense.details', ...expense, hidden: true },
    page: lazy(() => import('./OrderDetailPage')),
  },
} satisfies Record<string, RouteEntry>;

/** Key prefix of this feature's copy; the bundle loads with its pages. */
export const ORDERS_I18N_NAMESPACE = 'orders';
export type { ordersZh as OrdersResources } from './copy';

export { ordersApi } from './ordersApi';
