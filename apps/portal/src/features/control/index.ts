import type { RouteEntry } from '../../shared/router/routeMeta';
import { lazyPage } from '../../shared/router/lazyPage';

const control = { side: true, sideGroup: 'control', isAuth: true } as const;

/**
 * The user area's followed companies and people, fans, collections, likes and report downloads
 * (side group 'control', login required).
 */
export const controlRoutes = {
  focus: {
    path: '/control/focus',
    meta: { title: 'control.focus', ...control },
    page: lazyPage(() => import('./FocusPage')),
  },
  fans: {
    path: '/control/fans',
    meta: { title: 'control.fans', ...control },
    page: lazyPage(() => import('./FansPage')),
  },
  /** Collected publications, company dynamics and policies (spec 2 §7 myCollect*), with cancel. */
  collections: {
    path: '/control/collections',
    meta: { title: 'control.collections', ...control },
    page: lazyPage(() => import('./CollectionsPage')),
  },
  /** Liked publications and dynamics (spec 2 §7 myLike), with remove. */
  praise: {
    path: '/control/praise',
    meta: { title: 'control.praise', ...control },
    page: lazyPage(() => import('./PraisePage')),
  },
  download: {
    path: '/control/download',
    meta: { title: 'control.download', ...control },
    page: lazyPage(() => import('./DownloadPage')),
  },
} satisfies Record<string, RouteEntry>;

/** Key prefix of this feature's copy; the bundle loads with its pages. */
export const CONTROL_I18N_NAMESPACE = 'control';
export type { controlZh as ControlResources } from './copy';
