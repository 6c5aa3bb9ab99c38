import type { RouteEntry } from '../../shared/router/routeMeta';
import { lazyPage } from '../../shared/router/lazyPage';

/** The privacy policy and the user agreement. */
export const agreementRoutes: RouteEntry[] = [
  {
    path: '/agreement/privacy',
    meta: { title: 'privacy', hidden: true, isShowFooter: true },
    page: lazyPage(() => import('./PrivacyPage')),
  },
  {
    path: '/agreement/user',
    meta: { title: 'userAgreement', hidden: true, isShowFooter: true },
    page: lazyPage(() => import('./UserAgreementPage')),
  },
];
