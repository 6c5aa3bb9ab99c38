import { lazy } from 'react';

/** Login by password (with the slider captcha) or SMS code; opened by app state showLogInDialog. */
export const LoginDialog = lazy(() => import('./LoginDialog'));

export { authEndpoints as authApi, useUserCountsQuery } from './authApi';
export { LOGOUT_CLEANUP_MS, clearSession, logout } from './session';
export { startSession } from './startSession';
export { hashLinkTarget, stripTokenFromUrl } from './entryQuery';
// Form parts the user centre reuses (change phone, reset password).
export { md5 } from './md5';
export { SmsCodeField } from './SmsCodeField';
export { useSmsCode } from './useSmsCode';
