import { BusinessType } from '@platform/contracts/constants';
import { activationCodesRoutes } from '../../features/activation-codes';
import { agreementRoutes } from '../../features/agreement';
import { authRoutes } from '../../features/auth';
import { cardsRoutes } from '../../features/cards';
import { chainRoutes } from '../../features/chain';
import { controlRoutes } from '../../features/control';
import { CustomersHomePage } from '../../features/customers';
import { AssociationHomePage, associationRoutes } from '../../features/association';
import { discoverRoutes } from '../../features/discover';
import { enterpriseRoutes } from '../../features/enterprise';
import { equityRoutes } from '../../features/equity';
import { feedRoutes } from '../../features/feed';
import { GovHomePage, govRoutes } from '../../features/gov';
import { AttractHomePage } from '../../features/attract';
import { homeRoutes } from '../../features/home';
import { SectionImPage, imRoutes } from '../../features/im';
import { invoicesRoutes } from '../../features/invoices';
import { LeadsHomePage } from '../../features/leads';
import { membershipRoutes } from '../../features/membership';
import { expenseOrderRoutes, ordersRoutes } from '../../features/orders';
import { queriesRoutes } from '../../features/queries';
import { researchReportsRoutes } from '../../features/research-reports';
import { companyTrackingRoutes } from '../../features/company-tracking';
import { industryTrackingRoutes } from '../../features/industry-tracking';
import { patentsRoutes } from '../../features/patents';
import { industryDiagnosisRoutes } from '../../features/industry-diagnosis';
import { industryAnalysisRoutes } from '../../features/industry-analysis';
import { policiesRoutes } from '../../features/policies';
import { largeScreenRoutes } from '../../features/large-screen';
import { metricTableRoutes } from '../../features/metric-table';
import { govAndEntRoutes } from '../../features/gov-and-ent';
import { salesRoutes } from '../../features/sales';
import { skillRoutes } from '../../features/skill';
import { solutionsRoutes } from '../../features/solutions';
import { mediaTrackingRoutes } from '../../features/media-tracking';
import { operatorRoutes } from '../../features/operator';
import { orgRoutes } from '../../features/org';
import { orgCentreRoutes } from '../../features/org-centre';
import { productRoutes } from '../../features/product';
import { purchaseContractsRoutes } from '../../features/purchase-contracts';
import {
  ActivityPage,
  MyPublicationsPage,
  PublicationDetailPage,
  PublicationEditPage,
  sectionPublicationPages,
} from '../../features/publications';
import { userRoutes } from '../../features/user';
import { widgetLoginRoutes } from '../../features/widget-login';
import { NotFoundPage, PlaceholderPage, RedirectPage } from '../pages';
import type {
  LazyPage,
  RedirectEntry,
  RouteEntry,
  RouteMeta,
  SectionFlag,
} from '../../shared/router/routeMeta';

/** A route of the platform skeleton; the placeholder page until its feature comes. */
const route = (path: string, meta: RouteMeta, page: LazyPage = PlaceholderPage): RouteEntry => ({
  path,
  meta,
  page,
});
const auth = (path: string, meta: RouteMeta, page?: LazyPage) => route(path, { ...meta, isAuth: true }, page);

/** One business section (spec 1 §2 Section families): home, dynamics, publish, edit, detail, IM. */
function section(
  flag: Exclude<SectionFlag, 'serve'>,
  base: string,
  home: string,
  im: string,
  businessType: number,
  extra: RouteEntry[] = [],
  homePage: LazyPage = PlaceholderPage,
): RouteEntry[] {
  const meta = { flag, businessType, isAuth: true, userPermission: true };
  const pages = sectionPublicationPages(flag, base);
  return [
    route(home, { ...meta, title: `${flag}.home`, isCheckRegion: flag === 'business' }, homePage),
    route(`${base}/dynamic`, { ...meta, title: `${flag}.dynamic` }, pages.dynamic),
    route(`${base}/publish`, { ...meta, title: `${flag}.publish` }, pages.publish),
    route(
      `${base}/publicationEdit`,
      { ...meta, title: `${flag}.publicationEdit`, hidden: true, activeMenu: `${base}/publish` },
      PublicationEditPage,
    ),
    route(
      `${base}/publicationDetail`,
      { ...meta, title: `${flag}.publicationDetail`, hidden: true, activeMenu: `${base}/dynamic` },
      PublicationDetailPage,
    ),
    route(im, { ...meta, title: `${flag}.im` }, SectionImPage),
    ...extra,
  ];
}

/** Every route: the platform skeleton with each feature's routes in their menu positions. */
export const ROUTES: RouteEntry[] = [
  // Entry and utility
  route('/redirect/*', { title: 'redirect', hidden: true }, RedirectPage),
  authRoutes.login,
  authRoutes.socialCallback,
  route('/404', { title: 'notFound', hidden: true }, NotFoundPage),
  ...homeRoutes,
  enterpriseRoutes.discover,
  feedRoutes.home,
  feedRoutes.trends,
  route('/publish/index', { title: 'publish', menuKey: 'publish', isAuth: true }, MyPublicationsPage),
  route('/activity/index', { title: 'activity', menuKey: 'activity' }, ActivityPage),
  imRoutes.index,
  widgetLoginRoutes.popup,
  authRoutes.qrConfirm,
  cardsRoutes.mobile,
  solutionsRoutes.index,
  solutionsRoutes.detail,
  // Section families
  ...section(
    'politics',
    '/politicsHome',
    '/politicsHome/politicsIndex',
    '/imPol/polIm',
    BusinessType.GOVERNMENT_ENTERPRISE,
    [],
    GovHomePage,
  ),
  ...section(
    'customer',
    '/customer',
    '/customer/customerIndex',
    '/imCustomer/concatIndex',
    BusinessType.CUSTOMER_MANAGEMENT,
    [],
    CustomersHomePage,
  ),
  ...section(
    'member',
    '/member',
    '/member/memberManage',
    '/imMember/memberIm',
    BusinessType.MEMBER_MANAGEMENT,
    [],
    AssociationHomePage,
  ),
  ...section(
    'business',
    '/business',
    '/business/index',
    '/business/im',
    BusinessType.INVESTMENT_ATTRACTION,
    [enterpriseRoutes.businessOrgDetail],
    AttractHomePage,
  ),
  ...section(
    'toker',
    '/toker',
    '/toker/tokerIndex',
    '/toker/tokerIm',
    BusinessType.CUSTOMER_ACQUISITION,
    [],
    LeadsHomePage,
  ),
  ...section(
    'tokerFinance',
    '/tokerFinance',
    '/tokerFinance/tokerFinanceIndex',
    '/tokerFinance/tokerFinanceIm',
    BusinessType.FINANCE_CUSTOMER_ACQUISITION,
    [enterpriseRoutes.tokerFinanceOrgDetail],
    LeadsHomePage,
  ),
  discoverRoutes.index,
  discoverRoutes.member,
  membershipRoutes.memberIndex,
  // Industry graph and services
  chainRoutes.catalogue,
  chainRoutes.list,
  industryAnalysisRoutes.analysis,
  industryAnalysisRoutes.compare,
  industryTrackingRoutes.tracking,
  industryDiagnosisRoutes.diagnosis,
  patentsRoutes.search,
  chainRoutes.industryMap,
  companyTrackingRoutes.monitor,
  researchReportsRoutes.library,
  policiesRoutes.library,
  govAndEntRoutes.entry,
  govRoutes.enterprise,
  policiesRoutes.detail,
  // User area
  userRoutes.personalIndex,
  cardsRoutes.mine,
  userRoutes.personalInfo,
  orgCentreRoutes.account,
  orgCentreRoutes.book,
  orgCentreRoutes.departments,
  orgCentreRoutes.posts,
  orgCentreRoutes.roles,
  orgCentreRoutes.staff,
  orgCentreRoutes.seats,
  orgCentreRoutes.join,
  userRoutes.safety,
  ...ordersRoutes,
  ...(['graph', 'collections', 'focus', 'query', 'share', 'download', 'fans', 'praise'] as const).map(
    (name) =>
      name === 'query'
        ? queriesRoutes.query
        : name === 'graph'
          ? chainRoutes.mine
          : name === 'share'
            ? chainRoutes.shares
            : controlRoutes[name],
  ),
  ...salesRoutes,
  ...mediaTrackingRoutes,
  ...operatorRoutes,
  invoicesRoutes.invoiceManagement,
  invoicesRoutes.invoiceApply,
  invoicesRoutes.invoiceDetail,
  invoicesRoutes.setInvoiceInfo,
  expenseOrderRoutes.orderManagement,
  expenseOrderRoutes.details,
  purchaseContractsRoutes.contracts,
  purchaseContractsRoutes.applyContract,
  purchaseContractsRoutes.contractDetail,
  ...activationCodesRoutes,
  equityRoutes.account,
  associationRoutes.apply,
  // Others
  route('/publicationDetail/index', { title: 'publicationDetail', hidden: true }, PublicationDetailPage),
  auth('/publicationEdit/index', { title: 'publicationEdit', hidden: true }, PublicationEditPage),
  largeScreenRoutes.screen,
  metricTableRoutes.index,
  enterpriseRoutes.entInfo,
  skillRoutes.index,
  chainRoutes.map,
  chainRoutes.edit,
  chainRoutes.preview,
  ...orgRoutes,
  cardsRoutes.add,
  cardsRoutes.edit,
  cardsRoutes.preview,
  cardsRoutes.view,
  productRoutes.index,
  productRoutes.compute,
  productRoutes.shoppingCard,
  productRoutes.preOrder,
  productRoutes.order,
  productRoutes.pay,
  membershipRoutes.vipServices,
  ...agreementRoutes,
  userRoutes.resetPassword,
];

export const REDIRECTS: RedirectEntry[] = [{ path: '/control', to: '/control/graph' }];

export const NOT_FOUND_PATH = '/404';

const byPath = new Map(ROUTES.map((entry) => [entry.path.toLowerCase(), entry]));

/** Route paths are matched case-insensitively, as the router does. */
export function findRoute(pathname: string): RouteEntry | undefined {
  const clean = pathname.replace(/\/+$/, '') || '/';
  const exact = byPath.get(clean.toLowerCase());
  if (exact) return exact;
  if (clean.toLowerCase().startsWith('/redirect/')) return byPath.get('/redirect/*');
  return undefined;
}
