import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageKey } from './routeMeta';

/** Every page is its own chunk so the first route stays small. */
export const PAGES: Record<PageKey, LazyExoticComponent<ComponentType>> = {
  placeholder: lazy(() => import('../pages/PlaceholderPage')),
  home: lazy(() => import('../../features/home/HomePage')),
  discover: lazy(() => import('../../features/home/DiscoverPage')),
  notFound: lazy(() => import('../pages/NotFoundPage')),
  login: lazy(() => import('../pages/PlaceholderPage')),
  redirect: lazy(() => import('../pages/RedirectPage')),
  org: lazy(() => import('../../features/org/OrgPage')),
  personalIndex: lazy(() => import('../../features/user/PersonalIndexPage')),
  personalInfo: lazy(() => import('../../features/user/PersonalInfoPage')),
  safety: lazy(() => import('../../features/user/SafetyPage')),
  privacy: lazy(() => import('../../features/agreement/PrivacyPage')),
  userAgreement: lazy(() => import('../../features/agreement/UserAgreementPage')),
  resetPassword: lazy(() => import('../../features/user/ResetPasswordPage')),
  vipServices: lazy(() => import('../../features/membership/VipServicesPage')),
  memberIndex: lazy(() => import('../../features/membership/MemberIndexPage')),
  orderList: lazy(() => import('../../features/orders/OrderListPage')),
  orderBill: lazy(() => import('../../features/orders/OrderBillPage')),
  qrCodeManagement: lazy(() => import('../../features/expense/QrCodeManagementPage')),
};
