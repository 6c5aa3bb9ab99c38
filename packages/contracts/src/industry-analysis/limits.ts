/** Limits and bands of 产业分析 and 对标分析 (docs/industry-analysis.md). */
export const INDUSTRY_ANALYSIS_LIMITS = {
  /** Years counted for growth, this one included. */
  years: 10,
  /** Companies founded within this many years count as new (the growth score). */
  newYears: 3,
  /** Top companies listed (by the profile's total score). */
  topCompanies: 10,
  compareMin: 2,
  compareMax: 4,
  /** Qualifications listed (the most frequent). */
  qualifications: 8,
} as const;

/** Registered capital bands in 万元: [from, to), the last open. */
export const ANALYSIS_CAPITAL_BANDS = [
  { key: 'lt100', from: 0, to: 100 },
  { key: '100to500', from: 100, to: 500 },
  { key: '500to1000', from: 500, to: 1000 },
  { key: '1000to5000', from: 1000, to: 5000 },
  { key: 'ge5000', from: 5000, to: null },
] as const;
export type CapitalBandKey = (typeof ANALYSIS_CAPITAL_BANDS)[number]['key'];

/** Company age bands in years: [from, to), the last open. */
export const ANALYSIS_AGE_BANDS = [
  { key: 'lt1', from: 0, to: 1 },
  { key: '1to3', from: 1, to: 3 },
  { key: '3to5', from: 3, to: 5 },
  { key: '5to10', from: 5, to: 10 },
  { key: '10to15', from: 10, to: 15 },
  { key: 'ge15', from: 15, to: null },
] as const;
export type AgeBandKey = (typeof ANALYSIS_AGE_BANDS)[number]['key'];

/** 登记状态 codes of the profile: 1 在营, 2 存续, 3 注销, 4 吊销. */
export const ANALYSIS_STATUS_CODES = ['1', '2', '3', '4'] as const;
/** 企业规模 of the profile. */
export const ANALYSIS_SCALE_TAGS = ['大型', '中型', '小型', '微型'] as const;

/** The capability dimensions of the comparison's radar, each 0–100. */
export const ANALYSIS_CAPABILITY_KEYS = ['scale', 'capital', 'growth', 'innovation', 'presence'] as const;
export type AnalysisCapabilityKey = (typeof ANALYSIS_CAPABILITY_KEYS)[number];

/** The rows of the comparison table, a leader marked on each. */
export const COMPARE_METRICS = [
  'companies',
  'capital',
  'avgCapital',
  'newCompanies',
  'patenting',
  'listed',
  'nodesPresent',
  'nationShare',
  'topScore',
] as const;
export type CompareMetric = (typeof COMPARE_METRICS)[number];
