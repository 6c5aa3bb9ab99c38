import { lazy } from 'react';
import type { RouteEntry } from '../../shared/router/routeMeta';

const control = { side: true, sideGroup: 'control', isAuth: true } as const;

/** The user area's followed companies and people, fans and report downloads (side group 'control', login required). */
export const controlRoutes = {
  focus: {
    path: '/control/focus',
    meta: { title: 'control.focus', ...control },
    page: lazy(() => import('./FocusPage')),
  },
  fans: {
    path: '/control/fans',
    meta: { title: 'control.fans', ...control },
    page: lazy(() => import('./FansPage')),
  },
  download: {
    path: '/control/download',
    meta: { title: 'control.download', ...control },
    page: lazy(() => import('./DownloadPage')),
  },
} satisfies Record<string, RouteEntry>;

/** Key prefix of this feature's copy; the bundle loads with its pages. */
export const CONTROL_I18N_NAMESPACE = 'control';
export type { controlZh as ControlResources } from './copy';
