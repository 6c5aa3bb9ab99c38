import 'i18next';
/* eslint-disable no-restricted-imports -- type-only: the copy types cannot come through the
   feature indexes, whose lazy pages call the typed t() themselves (a type cycle). */
import type { activationCodesZh } from '../../features/activation-codes/copy';
import type { analysisZh } from '../../features/analysis/copy';
import type { socialZh } from '../../features/auth/social/copy';
import type { cardsZh } from '../../features/cards/copy';
import type { chainZh } from '../../features/chain/copy';
import type { controlZh } from '../../features/control/copy';
import type { customersZh } from '../../features/customers/copy';
import type { associationZh } from '../../features/association/copy';
import type { discoverZh } from '../../features/discover/copy';
import type { enterpriseZh } from '../../features/enterprise/copy';
import type { feedZh } from '../../features/feed/copy';
import type { govZh } from '../../features/gov/copy';
import type { attractZh } from '../../features/attract/copy';
import type { attractProjectsZh } from '../../features/attract/projects/copy';
import type { imZh } from '../../features/im/copy';
import type { invoicesZh } from '../../features/invoices/copy';
import type { equityZh } from '../../features/equity/copy';
import type { salesZh } from '../../features/sales/copy';
import type { mediaTrackingZh } from '../../features/media-tracking/copy';
import type { leadsZh } from '../../features/leads/copy';
import type { membershipZh } from '../../features/membership/copy';
import type { ordersZh } from '../../features/orders/copy';
import type { orgCentreZh } from '../../features/org-centre/copy';
import type { productZh } from '../../features/product/copy';
import type { publicationsZh } from '../../features/publications/copy';
import type { purchaseContractsZh } from '../../features/purchase-contracts/copy';
import type { queriesZh } from '../../features/queries/copy';
import type { researchReportsZh } from '../../features/research-reports/copy';
import type { companyTrackingZh } from '../../features/company-tracking/copy';
import type { industryTrackingZh } from '../../features/industry-tracking/copy';
import type { patentsZh } from '../../features/patents/copy';
import type { largeScreenZh } from '../../features/large-screen/copy';
import type { metricTableZh } from '../../features/metric-table/copy';
import type { industryDiagnosisZh } from '../../features/industry-diagnosis/copy';
import type { industryAnalysisZh } from '../../features/industry-analysis/copy';
import type { policiesZh } from '../../features/policies/copy';
import type { govAndEntZh } from '../../features/gov-and-ent/copy';
import type { skillZh } from '../../features/skill/copy';
import type { operatorZh } from '../../features/operator/copy';
import type { operatorHealthZh } from '../../features/operator/healthCopy';
import type { operatorImportsZh } from '../../features/operator/importsCopy';
import type { solutionsZh } from '../../features/solutions/copy';
/* eslint-enable no-restricted-imports */
import type { Messages } from '../../shared/i18n/zh';

/** The zh copy (the app's and each feature's namespace) types every translation key. */
export interface PortalResources extends Messages {
  membership: typeof membershipZh;
  social: typeof socialZh;
  orders: typeof ordersZh;
  invoices: typeof invoicesZh;
  orgCentre: typeof orgCentreZh;
  purchaseContracts: typeof purchaseContractsZh;
  equity: typeof equityZh;
  sales: typeof salesZh;
  mediaTracking: typeof mediaTrackingZh;
  product: typeof productZh;
  activationCodes: typeof activationCodesZh;
  enterprise: typeof enterpriseZh;
  control: typeof controlZh;
  cards: typeof cardsZh;
  chain: typeof chainZh;
  analysis: typeof analysisZh;
  im: typeof imZh;
  queries: typeof queriesZh;
  feed: typeof feedZh;
  publications: typeof publicationsZh;
  discover: typeof discoverZh;
  leads: typeof leadsZh;
  customers: typeof customersZh;
  gov: typeof govZh;
  attract: typeof attractZh;
  attractProjects: typeof attractProjectsZh;
  association: typeof associationZh;
  researchReports: typeof researchReportsZh;
  companyTracking: typeof companyTrackingZh;
  industryTracking: typeof industryTrackingZh;
  patents: typeof patentsZh;
  largeScreen: typeof largeScreenZh;
  metricTable: typeof metricTableZh;
  industryDiagnosis: typeof industryDiagnosisZh;
  industryAnalysis: typeof industryAnalysisZh;
  policies: typeof policiesZh;
  govAndEnt: typeof govAndEntZh;
  solutions: typeof solutionsZh;
  skill: typeof skillZh;
  operatorConsole: typeof operatorZh;
  operatorHealth: typeof operatorHealthZh;
  operatorImports: typeof operatorImportsZh;
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: PortalResources };
  }
}
