import type { RouteEntry } from '../../shared/router/routeMeta';
import { lazyPage } from '../../shared/router/lazyPage';

/**
 * The operator console (issue 32; docs/operator.md): its own lazy chunks, reached from the user
 * menu by the platform operator. The server refuses every console call to anyone else; the pages
 * then say so.
 */
export const operatorRoutes: RouteEntry[] = [
  {
    path: '/operator/customers',
    meta: { title: 'operator.customers', isAuth: true, hidden: true, activeMenu: '/operator/index' },
    page: lazyPage(() => import('./CustomersPage')),
  },
  {
    path: '/operator/customerEdit',
    meta: { title: 'operator.customerEdit', isAuth: true, hidden: true, activeMenu: '/operator/index' },
    page: lazyPage(() => import('./CustomerEditorPage')),
  },
  {
    path: '/operator/index',
    meta: { title: 'operator.index', isAuth: true, hidden: true },
    page: lazyPage(() => import('./OperatorHomePage')),
  },
  {
    path: '/operator/sensitiveWords',
    meta: { title: 'operator.sensitiveWords', isAuth: true, hidden: true, activeMenu: '/operator/index' },
    page: lazyPage(() => import('./SensitiveWordsPage')),
  },
  {
    path: '/operator/editions',
    meta: { title: 'operator.editions', isAuth: true, hidden: true, activeMenu: '/operator/index' },
    page: lazyPage(() => import('./EditionsPage')),
  },
  {
    path: '/operator/partners',
    meta: { title: 'operator.partners', isAuth: true, hidden: true, activeMenu: '/operator/index' },
    page: lazyPage(() => import('./PartnersPage')),
  },
  {
    path: '/operator/dictionaries',
    meta: { title: 'operator.dictionaries', isAuth: true, hidden: true, activeMenu: '/operator/index' },
    page: lazyPage(() => import('./DictionariesPage')),
  },
  {
    path: '/operator/imports',
    meta: { title: 'operator.imports', isAuth: true, hidden: true, activeMenu: '/operator/index' },
    page: lazyPage(() => import('./ImportsPage')),
  },
  {
    path: '/operator/health',
    meta: { title: 'operator.health', isAuth: true, hidden: true, activeMenu: '/operator/index' },
    page: lazyPage(() => import('./HealthPage')),
  },
];

export const OPERATOR_CONSOLE_PATH = '/operator/index';
