import type { Route } from '../route';
import { SERVICE } from '../services';

const PB = SERVICE.preciseBusiness;
const PC = SERVICE.preciseCustomer;
const CH = SERVICE.chain;
const AL = SERVICE.algorithm;

/**
 * Investment calls (spec 2 §7 Investment and analysis maps) under {p}-precise-business: investment
 * attraction, so each needs business scene 4 bought (spec 2 §9), region-checked.
 */
export const investmentRoutes = {
  /** A scope's companies by the furthest financing round they reached. */
  investmentProcess: { method: 'GET', path: `${PB}/investment-process`, auth: 'user' },
  /** Totals, the most active investors and the most financed nodes of a scope. */
  linkageData: { method: 'GET', path: `${PB}/investmentFinancingLinkageData`, auth: 'user' },
  /** The investor-to-company graph of a scope (the portal cancels a superseded request). */
  linkageGraph: { method: 'GET', path: `${PB}/investment-and-loan-linkage`, auth: 'user' },
  linkageEnterprises: { method: 'GET', path: `${PB}/investment-and-loan-linkage-enterprise`, auth: 'user' },
  linkageInvestors: { method: 'GET', path: `${PB}/investment-and-loan-linkage-investor`, auth: 'user' },
  /** Financing events and amounts per year. */
  yearFinance: { method: 'GET', path: `${PB}/investment-year-finance`, auth: 'user' },
  /** Financing events per year and round. */
  yearRounds: { method: 'GET', path: `${PB}/investment-year`, auth: 'user' },
  /** Financed companies and investors whose name holds the keyword. */
  entByKeywords: { method: 'GET', path: `${PB}/getInvestmentEntByKeywords`, auth: 'user' },
  /** An investor with its investments in a chain, by node, and its latest deals. */
  orgInfo: { method: 'GET', path: `${PB}/getOrgInfoInvest`, auth: 'user' },
} as const satisfies Record<string, Route>;

/** Customer-acquisition calls under {p}-precise-customer: business scene 1 bought. */
export const customerRoutes = {
  /** How many of a scope's companies match each target group. */
  matchCount: { method: 'GET', path: `${PC}/ct-match-num`, auth: 'user' },
  /** A company's likely suppliers (upstream nodes) and customers (downstream nodes). */
  supplyRelations: { method: 'GET', path: `${PC}/company-rel-supplyV2`, auth: 'user' },
} as const satisfies Record<string, Route>;

/** Capital maps under {p}-chain (login). */
export const capitalRoutes = {
  /** The company, its corporate shareholders and their other holdings, as a graph. */
  sharedHolder: { method: 'GET', path: `${CH}/sharedHouder`, auth: 'user' },
  /** Companies with a shareholder in common with the company, and which. */
  directSharedHolder: { method: 'GET', path: `${CH}/directSharedHouder`, auth: 'user' },
  /** Where a company's or an investor's investments go: by province, industry and round. */
  investDistribution: { method: 'GET', path: `${CH}/investDistribution`, auth: 'user' },
  /** Shareholdings and investors linking a scope's segments. */
  capitalCooperation: { method: 'GET', path: `${CH}/capitalCooperation`, auth: 'user' },
  /** Equity penetration: shareholders upwards and holdings downwards, a few levels deep. */
  equityPenetration: { method: 'GET', path: `${CH}/flair-pierce`, auth: 'user' },
} as const satisfies Record<string, Route>;

/** Technology and density maps under {p}-algorithm (login). */
export const technologyRoutes = {
  /** Technology fields against a scope's segments: companies per pair. */
  technologyMapping: { method: 'GET', path: `${AL}/technologyMapping`, auth: 'user' },
  /** A scope's companies in one technology field, paged. */
  technologyLabelMapping: { method: 'GET', path: `${AL}/technologyLabelMapping`, auth: 'user' },
  /** A company's gene code: its industry, chain, technology, qualification and stage segments. */
  geneCode: { method: 'GET', path: `${AL}/ent-gene-code`, auth: 'user' },
  /** New companies per year in each of a scope's leading technology fields. */
  technicalRoute: { method: 'GET', path: `${AL}/technicalRoute`, auth: 'user' },
  /** Technology fields over the scope's segments, as a tree. */
  patentTree: { method: 'GET', path: `${AL}/patent-tree`, auth: 'user' },
  /** Each node's companies and the business ties among them, as a tree. */
  cooperationDensityTree: {
    method: 'GET',
    path: `${AL}/business-cooperation-density-tree`,
    auth: 'user',
  },
  /** Companies and business ties by province. */
  societyDensity: { method: 'GET', path: `${AL}/society-density`, auth: 'user' },
} as const satisfies Record<string, Route>;

/** Investment rounds in the order a company passes them. */
export const INVESTMENT_ROUNDS = ['天使轮', 'A轮', 'B轮', 'C轮', '战略融资', '定向增发'] as const;
/** Depth of an equity penetration (levels each way). */
export const PENETRATION_MAX_DEPTH = 3;
