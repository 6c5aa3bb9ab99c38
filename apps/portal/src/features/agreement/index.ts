import { lazy } from 'react';
import type { RouteEntry } from '../../shared/router/routeMeta';

/** The privacy policy and the user agreement. */
export const agreementRoutes: RouteEntry[] = [
  {
    path: '/agreement/privacy',
    meta: { title: 'privacy', hidden: true, isShowFooter: true },
    page: lazy(() => import('./PrivacyPage')),
  },
  {
    path: '/agreement/user',
    meta: { title: 'userAgreement', hidden: true, isShowFooter: true },
    page: lazy(() => import('./UserAgreementPage')),
  },
];
