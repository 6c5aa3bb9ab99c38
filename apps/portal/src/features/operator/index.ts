import { lazy } from 'react';
import type { RouteEntry } from '../../shared/router/routeMeta';

/**
 * The operator console (issue 32; docs/operator.md): its own lazy chunks, reached from the user
 * menu by the platform operator. The server refuses every console call to anyone else; the pages
 * then say so.
 */
export const operatorRoutes: RouteEntry[] = [
  {
    path: '/operator/customers',
    meta: { title: 'operator.customers', isAuth: true, hidden: true, activeMenu: '/operator/index' },
    page: lazy(() => import('./CustomersPage')),
  },
  {
    path: '/operator/customerEdit',
    meta: { title: 'operator.customerEdit', isAuth: true, hidden: true, activeMenu: '/operator/index' },
    page: lazy(() => import('./CustomerEditorPage')),
  },
  {
    path: '/operator/index',
    meta: { title: 'operator.index', isAuth: true, hidden: true },
    page: lazy(() => import('./OperatorHomePage')),
  },
  {
    path: '/operator/sensitiveWords',
    meta: { title: 'operator.sensitiveWords', isAuth: true, hidden: true, activeMenu: '/operator/index' },
    page: lazy(() => import('./SensitiveWordsPage')),
  },
  {
    path: '/operator/editions',
    meta: { title: 'operator.editions', isAuth: true, hidden: true, activeMenu: '/operator/index' },
    page: lazy(() => import('./EditionsPage')),
  },
  {
    path: '/operator/partners',
    meta: { title: 'operator.partners', isAuth: true, hidden: true, activeMenu: '/operator/index' },
    page: lazy(() => import('./PartnersPage')),
  },
  {
    path: '/operator/dictionaries',
    meta: { title: 'operator.dictionaries', isAuth: true, hidden: true, activeMenu: '/operator/index' },
    page: lazy(() => import('./DictionariesPage')),
  },
  {
    path: '/operator/imports',
    meta: { title: 'operator.imports', isAuth: true, hidden: true, activeMenu: '/operator/index' },
    page: lazy(() => import('./ImportsPage')),
  },
  {
    path: '/operator/health',
    meta: { title: 'operator.health', isAuth: true, hidden: true, activeMenu: '/operator/index' },
    page: lazy(() => import('./HealthPage')),
  },
];

export const OPERATOR_CONSOLE_PATH = '/operator/index';
