export type SectionFlag =
  'business' | 'customer' | 'politics' | 'member' | 'toker' | 'serve' | 'tokerFinance';

export type PageKey =
  | 'placeholder'
  | 'home'
  | 'discover'
  | 'notFound'
  | 'login'
  | 'redirect'
  | 'org'
  | 'personalIndex'
  | 'personalInfo'
  | 'safety'
  | 'privacy'
  | 'userAgreement'
  | 'resetPassword'
  | 'vipServices'
  | 'memberIndex'
  | 'orderList'
  | 'orderBill'
  | 'qrCodeManagement';

/** Route meta of spec 1 §2 (title is the key of the Chinese title under routes.*). */
export interface RouteMeta {
  title: string;
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
  /** Key of the top-menu entry this route stands for (matched with configItemVos). */
  menuKey?: string;
  /** Side-menu group; entries in a group other than `personal` may be hidden per customer. */
  sideGroup?:
    'personal' | 'org' | 'manage' | 'order' | 'equity' | 'sales' | 'invoice' | 'contract' | 'control';
}

export interface RouteEntry {
  path: string;
  meta: RouteMeta;
  page: PageKey;
}

export interface RedirectEntry {
  path: string;
  to: string;
}
