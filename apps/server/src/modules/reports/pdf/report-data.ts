/**
 * Everything one company report shows, already formatted for print. The renderer draws only this;
 * where it comes from (the company tables, the demo generator in tests) is the caller's business.
 */
export interface ReportData {
  /** 招商解决方案 cover title when the business scene is investment attraction. */
  solution: boolean;
  /** Target region named by the request (areaName), if any. */
  targetRegion: string | null;
  /** Date printed on the cover, YYYY-MM-DD. */
  generatedAt: string;
  company: ReportCompany;
  /** Tag groups (资质, 行业领域, 技术领域, 产品与服务, 产业链); empty groups are skipped. */
  tags: ReadonlyArray<{ title: string; items: readonly string[] }>;
  shareholders: readonly ReportShareholder[];
  capability: ReportCapability;
  /** Oldest year first. */
  financials: readonly ReportFinancialYear[];
  /** Newest first. */
  dynamics: readonly ReportDynamic[];
}

export interface ReportCompany {
  name: string;
  creditCode: string;
  legalPerson: string;
  status: string;
  establishedDate: string;
  /** 万元. */
  regCapital: number;
  regCapitalCurrency: string;
  region: string;
  address: string;
  industry: string;
  scale: string;
  companyType: string;
  financingStage: string;
  employees: number;
  phone: string;
  email: string;
  listing: string;
  businessScope: string;
  description: string;
  controller: string;
}

export interface ReportShareholder {
  name: string;
  /** 自然人 or 企业. */
  kind: string;
  /** Percent. */
  ratio: number;
  /** 万元. */
  subscribedCapital: number;
}

/** The six dimensions of spec 2 §9 in the order the radar draws them. */
export const CAPABILITY_DIMENSIONS = [
  '发展能力',
  '企业风险',
  '社会影响力',
  '市场背景',
  '创新能力',
  '经营能力',
] as const;
export type CapabilityDimension = (typeof CAPABILITY_DIMENSIONS)[number];
export const CAPABILITY_MAX = 900;

export interface ReportCapability {
  scores: Record<CapabilityDimension, number>;
  total: number;
  levelName: string;
}

export interface ReportFinancialYear {
  year: number;
  /** 万元. */
  revenue: number;
  netProfit: number;
  totalAssets: number;
  netAssets: number;
  /** 营业收入增长率, %. */
  revenueGrowth: number;
  /** 资产负债率, %. */
  debtRatio: number;
}

export interface ReportDynamic {
  date: string;
  title: string;
  source: string;
  content: string;
}
