import type { MessageTable } from '../messageTable';

/** Messages of company search. */
export const SEARCH_MESSAGES = {
  searchRegionUnknown: { zh: '地区编码不存在', en: 'Unknown region code' },
} as const satisfies MessageTable;
