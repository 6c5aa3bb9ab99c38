import type { RouteEntry } from '../../shared/router/routeMeta';
import { lazyPage } from '../../shared/router/lazyPage';

const personal = { side: true, sideGroup: 'personal', isAuth: true } as const;

/** The user centre's own pages and the password reset. */
export const userRoutes = {
  personalIndex: {
    path: '/user/personal/index',
    meta: { title: 'user.personalIndex', hidden: false, ...personal },
    page: lazyPage(() => import('./PersonalIndexPage')),
  },
  personalInfo: {
    path: '/user/personal/info',
    meta: { title: 'user.personalInfo', ...personal },
    page: lazyPage(() => import('./PersonalInfoPage')),
  },
  safety: {
    path: '/user/safety/index',
    meta: { title: 'user.safety', hidden: false, ...personal },
    page: lazyPage(() => import('./SafetyPage')),
  },
  resetPassword: {
    path: '/rest/password',
    meta: { title: 'restPassword', hidden: true },
    page: lazyPage(() => import('./ResetPasswordPage')),
  },
} satisfies Record<string, RouteEntry>;

export { userApi } from './userApi';
