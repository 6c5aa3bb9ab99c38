import type { RouteEntry } from '../../shared/router/routeMeta';
import { lazyPage } from '../../shared/router/lazyPage';

const hidden = { hidden: true, activeMenu: '/product/index' } as const;

/** The product pages (issue 29 item 9; public): catalogue, price calculator, cart, order, pay. */
export const productRoutes = {
  index: {
    path: '/product/index',
    meta: { title: 'productIndex', menuKey: 'product' },
    page: lazyPage(() => import('./ProductIndexPage')),
  },
  compute: {
    path: '/product/compute',
    meta: { title: 'product.compute', ...hidden },
    page: lazyPage(() => import('./ComputePage')),
  },
  shoppingCard: {
    path: '/product/shoppingCard',
    meta: { title: 'product.shoppingCard', ...hidden },
    page: lazyPage(() => import('./CartPage')),
  },
  preOrder: {
    path: '/product/preOrder',
    meta: { title: 'product.preOrder', ...hidden },
    page: lazyPage(() => import('./PreOrderPage')),
  },
  order: {
    path: '/product/order',
    meta: { title: 'product.order', ...hidden },
    page: lazyPage(() => import('./OrderPage')),
  },
  pay: {
    path: '/product/pay',
    meta: { title: 'product.pay', ...hidden },
    page: lazyPage(() => import('./PayPage')),
  },
} satisfies Record<string, RouteEntry>;

/** Key prefix of this feature's copy; the bundle loads with its pages. */
export const PRODUCT_I18N_NAMESPACE = 'product';
export type { productZh as ProductResources } from './copy';
