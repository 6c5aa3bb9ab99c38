import { lazy } from 'react';
import type { RouteEntry } from '../../shared/router/routeMeta';

/** The member centre and the VIP plans page. */
export const membershipRoutes = {
  memberIndex: {
    path: '/member/index',
    meta: { title: 'memberIndex', hidden: true },
    page: lazyPage(() => import('./MemberIndexPage')),
  },
  vipServices: {
    path: '/product/vipServices',
    meta: { title: 'product.vipServices', hidden: true, activeMenu: '/product/index' },
    page: lazyPage(() => import('./VipServicesPage')),
  },
} satisfies Record<string, RouteEntry>;

/** The shell's membership dialogs (VIP, pay, result, free trial) and the member info it keeps. */
export const MembershipHost = lazy(() => import('./MembershipHost'));

/** The user menu's membership line (edition or free trial, with the end date). */
export const MembershipStatus = lazy(() => import('./MembershipStatus'));

/** Key prefix of this feature's copy; the bundle loads with its pages and dialogs. */
export const MEMBERSHIP_I18N_NAMESPACE = 'membership';
export type { membershipZh as MembershipResources } from './copy';

export {
  membershipActions,
  membershipReducer,
  openVip,
  type MembershipState,
  type PayContext,
  type ResultContext,
} from './membershipSlice';
import { lazyPage } from '../../shared/router/lazyPage';
export { membershipApi } from './membershipApi';
export { offerFreeTrial } from './offerFreeTrial';
export { usePurchase, type PurchaseChoice } from './usePurchase';
