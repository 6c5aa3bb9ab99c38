import { lazy } from 'react';

/**
 * Floating layers (dialogs, popovers, tooltips, toasts) pull in @floating-ui; they load after the
 * first render so the first route stays under its size budget.
 */
export const LazyUiHost = lazy(() => import('./uiHostEntry').then((m) => ({ default: m.UiHost })));
export const LazyRightSideBar = lazy(() =>
  import('./sidebar/RightSideBar').then((m) => ({ default: m.RightSideBar })),
);
export const LazyServicesPopover = lazy(() =>
  import('./topbar/ServicesPopover').then((m) => ({ default: m.ServicesPopover })),
);
export const LazyAppDownload = lazy(() =>
  import('./topbar/AppDownload').then((m) => ({ default: m.AppDownload })),
);
export const LazyUserMenu = lazy(() => import('./topbar/UserMenu').then((m) => ({ default: m.UserMenu })));

export const loadConfirm = () => import('./uiHostEntry').then((m) => m.confirmDialog);
