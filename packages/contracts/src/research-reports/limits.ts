/** Limits of the research-report library (docs/research-reports.md). */
export const RESEARCH_REPORT_LIMITS = {
  pageSizeMax: 50,
  keywordMax: 50,
  /** PDFs drawn for one address a minute (drawing costs). */
  filesPerMinute: 20,
} as const;

export const RESEARCH_REPORT_KINDS = ['industry', 'region', 'company', 'policy'] as const;
export type ResearchReportKind = (typeof RESEARCH_REPORT_KINDS)[number];
