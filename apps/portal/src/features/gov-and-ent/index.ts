import type { RouteEntry } from '../../shared/router/routeMeta';
import { lazyPage } from '../../shared/router/lazyPage';

/** 政企通's entry (/serve/govAndEnt, issue 28 item 9; docs/policies.md): a public page. */
export const govAndEntRoutes = {
  entry: {
    path: '/serve/govAndEnt',
    meta: { title: 'serve.govAndEnt', flag: 'serve' },
    page: lazyPage(() => import('./GovAndEntPage')),
  },
} satisfies Record<string, RouteEntry>;
