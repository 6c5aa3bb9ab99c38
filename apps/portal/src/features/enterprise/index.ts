import { lazyPage } from '../../shared/router/lazyPage';
import type { RouteEntry } from '../../shared/router/routeMeta';

/** Enterprise search (discover), the enterprise profile and the organisation detail pages. */
export const enterpriseRoutes = {
  discover: {
    path: '/home/discover',
    meta: { title: 'discover', menuKey: 'discover', isShowFooter: true },
    page: lazyPage(() => import('./SearchPage')),
  },
  entInfo: {
    path: '/EntInfo/index',
    meta: { title: 'entInfo', hidden: true },
    page: lazyPage(() => import('./EntInfoPage')),
  },
  businessOrgDetail: {
    path: '/business/orgDetail/index',
    meta: {
      title: 'business.orgDetail',
      flag: 'business',
      isAuth: true,
      hidden: true,
      activeMenu: '/business/index',
    },
    page: lazyPage(() => import('./OrgDetailPage')),
  },
  tokerFinanceOrgDetail: {
    path: '/tokerFinance/orgDetail/index',
    meta: {
      title: 'tokerFinance.orgDetail',
      flag: 'tokerFinance',
      isAuth: true,
      hidden: true,
      activeMenu: '/tokerFinance/tokerFinanceIndex',
    },
    page: lazyPage(() => import('./OrgDetailPage')),
  },
} satisfies Record<string, RouteEntry>;

/** Key prefix of this feature's copy; the bundle loads with its pages. */
export const ENTERPRISE_I18N_NAMESPACE = 'enterprise';
export type { enterpriseZh as EnterpriseResources } from './copy';

export { profilePath, orgDetailPath } from './paths';
export { useRegionNames, regionName } from './regions';
export { RegionScopeSelects, NATION_CODE } from './RegionScopeSelects';
export { discoverPath, type DiscoverSearch } from './searchQuery';

/** The industry and chain pickers' helpers over the search conditions (the leads profile reuses them). */
export { industryPick, chainPath, type ChainPickerNode } from './searchQuery';
/** Registers this feature's copy (industry section and chain names in zh and en) for pickers elsewhere. */
export const loadEnterpriseCopy = () => import('./i18n');
