/**
 * The company and organisation shapes of the bigdata module: what the demo generator produces and
 * the import maps onto (field names follow the product spec where it names them).
 */
import type { CompanyChangeKind, PatentKind, PatentStatus } from '../../db/schema/bigdata';
import type { Exchange, KlineParams } from './quotes';

// The kinds are the read model's column types (one definition); the shapes below use them.
export type { CompanyChangeKind, PatentKind, PatentStatus };

export type RegStatusName = '在营' | '存续' | '注销' | '吊销';
/** regStatusCode: 1 在营, 2 存续, 3 注销, 4 吊销. */
export type RegStatusCode = '1' | '2' | '3' | '4';

export interface Cancellation {
  date: string;
  reason: string;
}

export interface Shareholder {
  holderEntityId: string;
  /** '1' = person, '2' = company (holderEntityId is then a generated companyId). */
  holderEntityType: '1' | '2';
  holderEntityName: string;
  /** Shareholding percent. */
  ratio: number;
  /** Subscribed capital in 万元. */
  subscribedCapital: number;
}

export interface Controller {
  name: string;
  type: '1' | '2';
  /** companyId when type is '2', a person id otherwise. */
  id: string;
}

export interface StockListing {
  stockTypeName: string; // A股
  stockName: string;
  stockCode: string;
  exchange: Exchange;
  exchangeName: string; // 上交所 / 深交所 / 北交所
  listDate: string;
  totalShares: number;
  floatShares: number;
  /** Parameters for generateKline; rows are produced on demand (they are large). */
  kline: KlineParams & { seed: string; from: string };
}

export interface FinancialYear {
  yr: number;
  revenue: number; // 万元
  netProfit: number; // 万元
  totalAssets: number; // 万元
  totalLiabilities: number; // 万元
  netAssets: number; // 万元
  rdExpense: number; // 万元
  taxPaid: number; // 万元
  employees: number;
  loarRate: number; // 资产负债率 %
  assetsGrowthRate: number; // 总资产增长率 % (0 for the first year)
  businessRate: number; // 营业收入增长率 % (0 for the first year)
}

export interface CapabilityScores {
  growScore: number; // 发展能力
  evolScore: number; // 市场背景
  innovScore: number; // 创新能力
  stseScore: number; // 社会影响力
  effectScore: number; // 经营能力
  riskScore: number; // 企业风险
  totalScore: number;
  level: number; // 1–10
  levelName: string;
  isListed: boolean;
  industrDistribution: string; // division name
  regionalDistribution: string; // province name
}

export interface EnergyLevel {
  /** 1 (weakest) … 5 (strongest). */
  level: number;
  /** Percentile of the company in its division, 0–100. */
  rankScoreInIndustry: number;
  /** Share of its division's output in its city, percent. */
  contribution: number;
}

export interface LayoutEntry {
  industryCode: string; // chain node code
  industryName: string;
  chainCode: string;
  chainName: string;
}

export type TagChangeCode =
  'qualificationTags' | 'techFieldTags' | 'serviceAndProductTags' | 'industrLayoutList';
export interface TagChange {
  date: string;
  changeTagCode: TagChangeCode;
  action: 'add' | 'remove';
  tagName: string;
}

export interface Dynamic {
  title: string;
  publisher: string;
  isSys: 0 | 1;
  webSource: string;
  initSource: string;
  publishDt: string;
  content: string;
  url: string;
}

export interface Patent {
  /** CNIPA application number, e.g. CN202310123456.7 (the check character after the point). */
  patentNo: string;
  title: string;
  kind: PatentKind;
  /** IPC symbol ('H01M 10/0525') of an invention or utility model; Locarno class ('13-02') of a design. */
  ipc: string;
  /** Applicants as published, separated by '；' (the company first). */
  applicant: string;
  inventors: string[];
  appliedOn: string;
  /** 公开日 of an invention, 授权公告日 of a utility model or design; null before publication. */
  publishedOn: string | null;
  grantedOn: string | null;
  legalStatus: PatentStatus;
}

export interface CompanyChange {
  changedOn: string;
  kind: CompanyChangeKind;
  beforeText: string;
  afterText: string;
  /** Registered capital before and after, 万元: 'capital' changes only (null otherwise). */
  beforeAmount: number | null;
  afterAmount: number | null;
}

export interface RelatedCompany {
  companyId: string;
  companyName: string;
  relation: string;
}

export interface Company {
  index: number;
  companyId: string;
  companyName: string;
  companyNameAlias: string;
  logoPath: string | null;
  regStatusCode: RegStatusCode;
  regStatusName: RegStatusName;
  cancellation: Cancellation | null;

  uscNo: string;
  legalEntityName: string;
  regCapital: number; // 万元
  regCapitalCurrency: string;
  esDt: string;
  registrationAuthority: string;
  regAddr: string;
  operateAddr: string;
  businessScope: string;
  phone: string;
  email: string;

  regionCode: string; // county-level GB/T 2260
  provinceName: string;
  cityName: string;
  countyName: string;
  area: string; // full region name
  industrySectionCode: string;
  industrySectionName: string;
  industryDivisionCode: string;
  industryDivisionName: string;

  companyScaleTag: string;
  companyTypeTag: string;
  financingStageTag: string;
  enqaTypeName: string;
  qualificationType: string;
  listTitle: string;
  enterpriseLevel: number;
  capitalType: string;
  managementSize: string;
  employees: number;
  investAmt: number; // 万元, outward investment
  investCnt: number;
  descr: string;
  expansionTag: string;
  highlight: string;

  qualificationTags: string[];
  industryFieldTags: string[];
  techFieldTags: string[];
  serviceAndProductTags: string[];
  circlesTags: string[];
  tagChanges: TagChange[];

  industrLayoutList: LayoutEntry[];
  isListed: boolean;
  stockInfoList: StockListing[];
  majorShareholders: Shareholder[];
  realityControllingPerson: Controller;
  relatedCompany: RelatedCompany[];
  financials: FinancialYear[];
  capability: CapabilityScores;
  energyLevelInfo: EnergyLevel;
  dynamics: Dynamic[];
  /** Patents, oldest application first. */
  patents: Patent[];
  /** Change events of the last ten years, oldest first. */
  changes: CompanyChange[];
}

export type OrganisationType = '创业投资' | '私募股权' | '产业投资';

export interface ManagedFund {
  fundName: string;
  fundType: string;
  /** Fund size in 万元. */
  fundSize: number;
  establishedDate: string;
}

export interface Investment {
  companyIndex: number;
  companyId: string;
  fundName: string;
  investDate: string;
  round: string;
  /** Amount in 万元. */
  amount: number;
}

export interface InvestmentOrganisation {
  orgId: string;
  orgName: string;
  orgType: OrganisationType;
  uscNo: string;
  regionCode: string;
  establishedDate: string;
  /** Fund-manager registration number of the Asset Management Association of China (P + 7 digits). */
  managerRegistrationNo: string;
  funds: ManagedFund[];
  investments: Investment[];
}
