import { lazy } from 'react';
import type { RouteEntry } from '../../app/router/routeMeta';
import { CATALOGUE_LIST_PATH, CATALOGUE_PATH, MAP_PATH } from './paths';

/** Industry chain maps (spec 1 §2 /proGraph, /graph; spec 2 §7): the catalogue and one chain's map. */
export const chainRoutes = {
  catalogue: {
    path: CATALOGUE_PATH,
    meta: { title: 'proGraph', menuKey: 'proGraph' },
    page: lazy(() => import('./CataloguePage')),
  },
  list: {
    path: CATALOGUE_LIST_PATH,
    meta: { title: 'proGraphList', hidden: true, activeMenu: CATALOGUE_PATH },
    page: lazy(() => import('./CataloguePage')),
  },
  map: {
    path: MAP_PATH,
    meta: { title: 'graph', hidden: true },
    page: lazy(() => import('./ChainMapPage')),
  },
} satisfies Record<string, RouteEntry>;

export { mapPath } from './paths';
