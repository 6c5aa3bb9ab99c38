import type { RouteEntry } from '../../shared/router/routeMeta';
import { lazyPage } from '../../shared/router/lazyPage';

/**
 * The 政企通 workspace (issue 27 items 6–7; docs/gov.md). The section helper of the route table
 * mounts the desk as the home of /politicsHome/politicsIndex (business type 5, behind its purchase);
 * the enterprise side is /serve/govAppeal, behind login only, so a user of any organisation reaches it.
 */
export const GovHomePage = lazyPage(() => import('./GovHomePage'));

export const govRoutes = {
  enterprise: {
    path: '/serve/govAppeal',
    meta: {
      title: 'serve.govAndEnt',
      flag: 'serve',
      isAuth: true,
      hidden: true,
      activeMenu: '/serve/govAndEnt',
    },
    page: lazyPage(() => import('./GovEnterprisePage')),
  },
} satisfies Record<string, RouteEntry>;

/** Key prefix of this feature's copy; the bundle loads with its pages. */
export const GOV_I18N_NAMESPACE = 'gov';
export type { govZh as GovResources } from './copy';
