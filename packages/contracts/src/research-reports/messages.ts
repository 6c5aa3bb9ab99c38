import type { MessageTable } from '../messageTable';

/** Messages of the research-report library (docs/research-reports.md). */
export const RESEARCH_REPORT_MESSAGES = {
  researchReportNotFound: { zh: '该研究报告不存在', en: 'No such research report' },
  researchReportRangeInvalid: {
    zh: '开始日期不能晚于结束日期',
    en: 'The start date cannot be after the end date',
  },
} satisfies MessageTable;
