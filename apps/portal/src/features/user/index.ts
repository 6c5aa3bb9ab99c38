import { lazy } from 'react';
import type { RouteEntry } from '../../shared/router/routeMeta';

const personal = { side: true, sideGroup: 'personal', isAuth: true } as const;

/** The user centre's own pages and the password reset. */
export const userRoutes = {
  personalIndex: {
    path: '/user/personal/index',
    meta: { title: 'user.personalIndex', hidden: false, ...personal },
    page: lazy(() => import('./PersonalIndexPage')),
  },
  personalInfo: {
    path: '/user/personal/info',
    meta: { title: 'user.personalInfo', ...personal },
    page: lazy(() => import('./PersonalInfoPage')),
  },
  safety: {
    path: '/user/safety/index',
    meta: { title: 'user.safety', hidden: false, ...personal },
    page: lazy(() => import('./SafetyPage')),
  },
  resetPassword: {
    path: '/rest/password',
    meta: { title: 'restPassword', hidden: true },
    page: lazy(() => import('./ResetPasswordPage')),
  },
} satisfies Record<string, RouteEntry>;

export { userApi } from './userApi';
