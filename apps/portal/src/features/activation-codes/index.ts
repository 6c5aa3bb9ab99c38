import { lazy } from 'react';
import type { RouteEntry } from '../../shared/router/routeMeta';
import { lazyPage } from '../../shared/router/lazyPage';

/** Activation-code management (expense centre, side group 'equity'). */
export const activationCodesRoutes: RouteEntry[] = [
  {
    path: '/expenseCenter/qrCodeManagement',
    meta: { title: 'expense.qrCodeManagement', side: true, sideGroup: 'equity', hidden: false, isAuth: true },
    page: lazyPage(() => import('./QrCodeManagementPage')),
  },
];

/** The redeem dialog, shown while app state `showActivation` is on (top bar, member centre). */
export const ActivationHost = lazy(() => import('./ActivationHost'));

/** Key prefix of this feature's copy; the bundle loads with its page and dialog. */
export const ACTIVATION_CODES_I18N_NAMESPACE = 'activationCodes';
export type { activationCodesZh as ActivationCodesResources } from './copy';

export { activationCodesApi } from './activationCodesApi';
