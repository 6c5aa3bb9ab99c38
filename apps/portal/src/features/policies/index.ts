import type { RouteEntry } from '../../shared/router/routeMeta';
import { lazyPage } from '../../shared/router/lazyPage';

/** 政策, the policy library (issue 28 item 8; docs/policies.md): public pages. */
export const policiesRoutes = {
  library: {
    path: '/serve/policy',
    meta: { title: 'serve.policy', flag: 'serve' },
    page: lazyPage(() => import('./PoliciesPage')),
  },
  detail: {
    path: '/serve/policyDetail',
    meta: { title: 'serve.policyDetail', flag: 'serve', hidden: true, activeMenu: '/serve/policy' },
    page: lazyPage(() => import('./PolicyDetailPage')),
  },
} satisfies Record<string, RouteEntry>;

/** The company profile's 相关政策 section. */
export { RelatedPolicies } from './RelatedPolicies';
