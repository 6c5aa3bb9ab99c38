/** Limits of the deep database's metric table (/metricTable/index; docs/metric-table.md). */
export const METRIC_TABLE_LIMITS = {
  /** The most years one table spans. */
  yearsMax: 15,
  /** The first year the table may start at. */
  firstYear: 1990,
  /** Years shown when none are asked: this one and the nine before. */
  defaultYears: 10,
} as const;

/**
 * The indicators, each a value per region and year: 企业总数 (registered by the year's end),
 * 新增企业 (founded in the year), 新增注册资本 (万元, of those founded in the year), 专利申请
 * (applications in the year by the region's companies) and 融资事件 (financing events in the year).
 */
export const METRIC_INDICATORS = ['companies', 'newCompanies', 'capital', 'patents', 'financing'] as const;
export type MetricIndicator = (typeof METRIC_INDICATORS)[number];

/** Chinese names of the indicators: the .xlsx export's headers (the portal words them in its copy). */
export const METRIC_INDICATOR_NAMES: Record<MetricIndicator, string> = {
  companies: '企业总数',
  newCompanies: '新增企业',
  capital: '新增注册资本（万元）',
  patents: '专利申请',
  financing: '融资事件',
};
