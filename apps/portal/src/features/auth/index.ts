import { lazy } from 'react';
import { QR_LOGIN_CONFIRM_PATH, SOCIAL_LOGIN_CALLBACK_PATH } from '@platform/contracts/auth/routes';
import type { RouteEntry } from '../../shared/router/routeMeta';
import { lazyPage } from '../../shared/router/lazyPage';

/** Login by password (with the slider captcha) or SMS code; opened by app state showLogInDialog. */
export const LoginDialog = lazy(() => import('./LoginDialog'));

/** /login for visitors (the dialog's content as a page), and the phone's side of QR login. */
export const authRoutes = {
  login: {
    path: '/login',
    meta: { title: 'login', hidden: true },
    page: lazyPage(() => import('./LoginPage')),
  },
  socialCallback: {
    path: `${SOCIAL_LOGIN_CALLBACK_PATH}/:source`,
    meta: { title: 'socialCallback', hidden: true },
    page: lazyPage(() => import('./social/SocialCallbackPage')),
  },
  qrConfirm: {
    path: QR_LOGIN_CONFIRM_PATH,
    meta: { title: 'qrConfirm', hidden: true, isAuth: true, bare: true },
    page: lazyPage(() => import('./QrConfirmPage')),
  },
} satisfies Record<string, RouteEntry>;

export { authEndpoints as authApi, useUserCountsQuery } from './authApi';
export { LOGOUT_CLEANUP_MS, clearSession, logout } from './session';
export { startSession } from './startSession';
export { hashLinkTarget, stripTokenFromUrl } from './entryQuery';
// Form parts the user centre reuses (change phone, reset password).
export { md5 } from './md5';
export { SmsCodeField } from './SmsCodeField';
export { useSmsCode } from './useSmsCode';
export { PhoneCodeFields } from './PhoneCodeFields';
export { usePhoneCode } from './usePhoneCode';
/** Account security's linked social accounts (its own chunk, with its copy). */
export const SocialBindings = lazy(() =>
  import('./social/SocialBindings').then((m) => ({ default: m.SocialBindings })),
);
