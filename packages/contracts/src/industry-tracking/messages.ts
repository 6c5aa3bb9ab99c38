import type { MessageTable } from '../messageTable';

/** Messages of 产业追踪 (docs/industry-tracking.md). */
export const INDUSTRY_TRACKING_MESSAGES = {
  trackFollowsFull: { zh: '最多可关注20条产业链或地区', en: 'You can follow at most 20 chains or regions' },
  trackFollowEmpty: {
    zh: '请至少选择一条产业链或一个地区',
    en: 'Choose at least an industry chain or a region',
  },
  trackChainUnknown: { zh: '产业链或产业链环节不存在', en: 'No such industry chain or chain node' },
  trackRegionUnknown: { zh: '地区代码不存在', en: 'No such region code' },
  trackFollowTaken: { zh: '已关注该产业链或地区', en: 'You already follow this chain or region' },
  trackFollowNotFound: { zh: '该关注不存在', en: 'No such follow' },
  trackCursorInvalid: { zh: '分页参数无效，请刷新后重试', en: 'Invalid page cursor; reload and try again' },
} satisfies MessageTable;
