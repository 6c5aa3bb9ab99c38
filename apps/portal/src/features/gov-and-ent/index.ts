import { lazy } from 'react';
import type { RouteEntry } from '../../shared/router/routeMeta';

/** 政企通's entry (/serve/govAndEnt, issue 28 item 9; docs/policies.md): a public page. */
export const govAndEntRoutes = {
  entry: {
    path: '/serve/govAndEnt',
    meta: { title: 'serve.govAndEnt', flag: 'serve' },
    page: lazy(() => import('./GovAndEntPage')),
  },
} satisfies Record<string, RouteEntry>;
