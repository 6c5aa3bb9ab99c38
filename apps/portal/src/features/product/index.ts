import { lazy } from 'react';
import type { RouteEntry } from '../../shared/router/routeMeta';

const hidden = { hidden: true, activeMenu: '/product/index' } as const;

/** The product pages (issue 29 item 9; public): catalogue, price calculator, cart, order, pay. */
export const productRoutes = {
  index: {
    path: '/product/index',
    meta: { title: 'productIndex', menuKey: 'product' },
    page: lazy(() => import('./ProductIndexPage')),
  },
  compute: {
    path: '/product/compute',
    meta: { title: 'product.compute', ...hidden },
    page: lazy(() => import('./ComputePage')),
  },
  shoppingCard: {
    path: '/product/shoppingCard',
    meta: { title: 'product.shoppingCard', ...hidden },
    page: lazy(() => import('./CartPage')),
  },
  preOrder: {
    path: '/product/preOrder',
    meta: { title: 'product.preOrder', ...hidden },
    page: lazy(() => import('./PreOrderPage')),
  },
  order: {
    path: '/product/order',
    meta: { title: 'product.order', ...hidden },
    page: lazy(() => import('./OrderPage')),
  },
  pay: {
    path: '/product/pay',
    meta: { title: 'product.pay', ...hidden },
    page: lazy(() => import('./PayPage')),
  },
} satisfies Record<string, RouteEntry>;

/** Key prefix of this feature's copy; the bundle loads with its pages. */
export const PRODUCT_I18N_NAMESPACE = 'product';
export type { productZh as ProductResources } from './copy';
