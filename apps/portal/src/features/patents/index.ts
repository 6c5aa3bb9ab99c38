import type { RouteEntry } from '../../shared/router/routeMeta';
import { lazyPage } from '../../shared/router/lazyPage';

/** 专利, the patent search (issue 28 item 7; docs/patents.md): a public page. */
export const patentsRoutes = {
  search: {
    path: '/serve/patents',
    meta: { title: 'serve.patents', flag: 'serve' },
    page: lazyPage(() => import('./PatentsPage')),
  },
} satisfies Record<string, RouteEntry>;
