import type { RouteEntry } from '../../shared/router/routeMeta';
import { APPLY_PATH } from './paths';
import { lazyPage } from '../../shared/router/lazyPage';

/**
 * The 会员管理 workspace (issue 27 item 8; docs/association.md): members with levels and terms,
 * the directory with business cards, applications, dues and statistics. The section helper of the
 * route table mounts the home at /member/memberManage (business type 3, behind its purchase); the
 * applicant's page is login only.
 */
export const AssociationHomePage = lazyPage(() => import('./AssociationHomePage'));

export const associationRoutes = {
  /** Apply to join an association and follow one's applications: login only, not behind type 3. */
  apply: {
    path: APPLY_PATH,
    meta: { title: 'member.home', hidden: true, isAuth: true },
    page: lazyPage(() => import('./ApplyPage')),
  },
} satisfies Record<string, RouteEntry>;

/** Key prefix of this feature's copy; the bundle loads with its pages. */
export const ASSOCIATION_I18N_NAMESPACE = 'association';
export type { associationZh as AssociationResources } from './copy';
