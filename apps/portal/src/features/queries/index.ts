import type { RouteEntry } from '../../shared/router/routeMeta';
import { lazyPage } from '../../shared/router/lazyPage';

/** The user area's query history (issue 25 item 6; docs/queries.md): side group 'control', login required. */
export const queriesRoutes = {
  query: {
    path: '/control/query',
    meta: { title: 'control.query', side: true, sideGroup: 'control', isAuth: true, hidden: false },
    page: lazyPage(() => import('./QueryPage')),
  },
} satisfies Record<string, RouteEntry>;

/** Key prefix of this feature's copy; the bundle loads with its pages. */
export const QUERIES_I18N_NAMESPACE = 'queries';
export type { queriesZh as QueriesResources } from './copy';
