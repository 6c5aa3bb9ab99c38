import type { RouteEntry } from '../../shared/router/routeMeta';
import {
  CATALOGUE_LIST_PATH,
  CATALOGUE_PATH,
  EDIT_PATH,
  INDUSTRY_MAP_PATH,
  MAP_PATH,
  MY_CHAINS_PATH,
  MY_SHARES_PATH,
  PREVIEW_PATH,
} from './paths';
import { lazyPage } from '../../shared/router/lazyPage';

const control = { side: true, sideGroup: 'control', isAuth: true } as const;

/**
 * Industry chain maps (spec 1 §2 /proGraph, /graph, /control; spec 2 §7): the catalogue, one
 * chain's map, one's own chains (editor, preview, list) and their shares.
 */
export const chainRoutes = {
  catalogue: {
    path: CATALOGUE_PATH,
    meta: { title: 'proGraph', menuKey: 'proGraph' },
    page: lazyPage(() => import('./CataloguePage')),
  },
  list: {
    path: CATALOGUE_LIST_PATH,
    meta: { title: 'proGraphList', hidden: true, activeMenu: CATALOGUE_PATH },
    page: lazyPage(() => import('./CataloguePage')),
  },
  map: {
    path: MAP_PATH,
    meta: { title: 'graph', hidden: true },
    page: lazyPage(() => import('./ChainMapPage')),
    preload: (store, url) => void import('./mapPreload').then((m) => m.preloadChainMap(store, url)),
  },
  /** The maps with the region first (spec 1 §2 /serve/industryMap). */
  industryMap: {
    path: INDUSTRY_MAP_PATH,
    meta: { title: 'serve.industryMap', flag: 'serve' },
    page: lazyPage(() => import('./IndustryMapPage')),
  },
  edit: {
    path: EDIT_PATH,
    meta: { title: 'graphEdit', hidden: true, isAuth: true },
    page: lazyPage(() => import('./ChainEditPage')),
  },
  /** Public: a share link opens it signed out; one's own chain (?id=) needs the owner's session. */
  preview: {
    path: PREVIEW_PATH,
    meta: { title: 'graphPreview', hidden: true },
    page: lazyPage(() => import('./ChainPreviewPage')),
  },
  mine: {
    path: MY_CHAINS_PATH,
    meta: { title: 'control.graph', ...control },
    page: lazyPage(() => import('./MyChainsPage')),
  },
  shares: {
    path: MY_SHARES_PATH,
    meta: { title: 'control.share', ...control },
    page: lazyPage(() => import('./MySharesPage')),
  },
} satisfies Record<string, RouteEntry>;

export { CATALOGUE_PATH, mapPath, mapSearchPath, type ChainListSearch } from './paths';
export { useChainExportCountQuery } from './chainApi';
