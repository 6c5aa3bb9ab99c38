import type { Route } from '../route';
import { SERVICE } from '../services';

const B = SERVICE.bigdata;
const RADAR = `${B}/enterprise-radar`;
const ORG = `${B}/investment-org`;

/**
 * Enterprise and big-data calls (spec 2 §7 "Enterprise and big data"), paths verbatim after the
 * service name. Where the spec shows no path (radar sub-panels, organisation lists, dynamics) the
 * choice is written in docs/enterprise-api.md. Search and suggest calls live elsewhere.
 */
export const bigdataRoutes = {
  entDetail: { method: 'GET', path: `${B}/enterprise/getEntDetail`, auth: 'public', widget: true },
  /** Success code 200 (spec 2 §4 Company status display). */
  entCancelInfo: { method: 'GET', path: `${B}/companycancelinfo/ent-cancel-info`, auth: 'public' },
  isListedCompany: { method: 'GET', path: `${B}/company-stock/is-listed-company`, auth: 'public' },
  companyStockDay: { method: 'GET', path: `${B}/enterprise/company-stock-day`, auth: 'public' },
  companyStockKline: { method: 'GET', path: `${B}/enterprise/company-stock-kline`, auth: 'public' },
  /** Open to visitors (the card shows to them; a 401 would open the login dialog): purchased false. */
  companyDepthButton: { method: 'GET', path: `${B}/enterprise/company-depth-button`, auth: 'public' },
  isCompanyExists: { method: 'GET', path: `${B}/enterprise/is-company-exists`, auth: 'public' },
  isCompanyGovBase: { method: 'GET', path: `${B}/enterprise/is-company-gov-base`, auth: 'public' },
  companyInfoByIds: {
    method: 'POST',
    path: `${B}/client/search-bigdata/getCompanyInfoByCompanyIds`,
    auth: 'public',
  },
  regionListByLevel: { method: 'POST', path: `${B}/commoncoderegion/getRegionListByLevel`, auth: 'public' },
  regionBase: { method: 'GET', path: `${B}/gov-region/region-base`, auth: 'public' },
  regionIndustryTag: {
    method: 'GET',
    path: `${B}/industrial-map-tracking-bi/region-industry-tag`,
    auth: 'user',
  },
  /**
   * Card-update tags lookup (spec 2 §2 reminder panel): tag changes of the linked enterprise. Open,
   * as the panel also shows on the public card view.
   */
  changeTagV2: { method: 'POST', path: `${B}/enterprise/change-tag-v2`, auth: 'public' },
  /**
   * Search-filter conditions: GB/T 4754 sections with their divisions and the industry chains as
   * node trees (path not in the spec; login required like the search).
   */
  searchConditions: { method: 'GET', path: `${B}/enterprise/search-conditions`, auth: 'user' },
  /** Trend-detail dialog: the enterprise's dynamics, paged (path not in the spec). */
  entDynamicPage: { method: 'GET', path: `${B}/enterprise/dynamic-page`, auth: 'public' },

  /** Enterprise radar (/EntInfo): "dna" is public, the depth panels need login and a purchase. */
  radarDna: { method: 'GET', path: `${RADAR}/dna`, auth: 'public' },
  radarSimilar: { method: 'GET', path: `${RADAR}/similar`, auth: 'user' },
  radarInvest: { method: 'GET', path: `${RADAR}/invest`, auth: 'user' },
  radarIns: { method: 'GET', path: `${RADAR}/ins`, auth: 'user' },
  radarNation: { method: 'GET', path: `${RADAR}/nation`, auth: 'user' },
  radarLinkage: { method: 'GET', path: `${RADAR}/linkage`, auth: 'user' },
  radarTopic: { method: 'GET', path: `${RADAR}/topic`, auth: 'public' },

  /** Organisation detail lists (/business/orgDetail activeTab): paged, by entId. */
  orgRelatedCompanies: { method: 'GET', path: `${ORG}/related-companies`, auth: 'public' },
  orgManagedFunds: { method: 'GET', path: `${ORG}/managed-funds`, auth: 'public' },
  orgInvestedCompanies: { method: 'GET', path: `${ORG}/invested-companies`, auth: 'public' },
} as const satisfies Record<string, Route>;

/**
 * The enterprise association list of the card form lives under the vcard service (spec 2 §7
 * Cards, keyword in the query) but reads enterprise data, so the bigdata module answers it.
 */
export const entdataRoutes = {
  entAssoListByKeywords: {
    method: 'POST',
    path: `${SERVICE.vcard}/entdata/getEntAssoListByKeywords`,
    auth: 'user',
  },
} as const satisfies Record<string, Route>;

/** Success codes that differ from 666666 (the spec's "some calls use 200"). */
export const BIGDATA_SUCCESS_CODES: Partial<Record<keyof typeof bigdataRoutes, number>> = {
  entCancelInfo: 200,
};

/** Business scene the radar depth panels require (spec 2 §9 business scene 4 投资招商). */
export const RADAR_BUSINESS_SCENE = 4;
