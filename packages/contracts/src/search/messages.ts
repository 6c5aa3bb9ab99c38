import type { MessageTable } from '../messageTable';

/** Messages of company search. */
export const SEARCH_MESSAGES = {
  searchRegionUnknown: { zh: '地区编码不存在', en: 'Unknown region code' },
  searchWindowTooDeep: {
    zh: '最多可查看前 5000 条结果，请缩小搜索范围',
    en: 'Only the first 5,000 results can be paged through; narrow the search',
  },
} as const satisfies MessageTable;
