import type { MessageTable } from '../messageTable';

/** Messages of 专利, the patent search (docs/patents.md). */
export const PATENT_MESSAGES = {
  patentRangeInvalid: {
    zh: '开始日期不能晚于结束日期',
    en: 'The start date cannot be after the end date',
  },
} satisfies MessageTable;
