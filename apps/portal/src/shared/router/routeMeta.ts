import type { ComponentType, LazyExoticComponent } from 'react';
import type { AppStore } from '../store/rootState';
import type { RouteTitle } from '../i18n/routeTitles';

export type SectionFlag =
  'business' | 'customer' | 'politics' | 'member' | 'toker' | 'serve' | 'tokerFinance';

/** Route meta of spec 1 §2 (title is the key of the Chinese title under routes.*). */
export interface RouteMeta {
  title: RouteTitle;
  flag?: SectionFlag;
  isAuth?: boolean;
  userPermission?: boolean;
  businessType?: number;
  isCheckRegion?: boolean;
  theme?: 'blue' | 'common';
  activeMenu?: string;
  side?: boolean;
  hidden?: boolean;
  isShowFooter?: boolean;
  /** A page of its own, without the top bar and the side bar: /org/index and the phone pages. */
  bare?: boolean;
  /** Key of the top-menu entry this route stands for (matched with configItemVos). */
  menuKey?: string;
  /** Side-menu group; entries in a group other than `personal` may be hidden per customer. */
  sideGroup?:
    'personal' | 'org' | 'manage' | 'order' | 'equity' | 'sales' | 'invoice' | 'contract' | 'control';
}

/**
 * Every page is its own chunk (React.lazy) so the first route stays small; made with lazyPage, it
 * carries its loader, which the route's loader starts.
 */
export type LazyPage = (LazyExoticComponent<ComponentType> | ComponentType) & {
  load?: () => Promise<unknown>;
};

/** One route: features export theirs from their index; app/router composes them. */
export interface RouteEntry {
  path: string;
  meta: RouteMeta;
  page: LazyPage;
  /**
   * Started by the route's loader, in parallel with the customer configuration, once the guard lets
   * the navigation through: the page's chunk and its first call no longer wait for each other.
   */
  preload?: (store: AppStore, url: URL) => void;
}

export interface RedirectEntry {
  path: string;
  to: string;
}
