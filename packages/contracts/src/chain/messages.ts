import type { MessageTable } from '../messageTable';

/** Industry chain maps (spec 2 §7). */
export const CHAIN_MESSAGES = {
  chainNotFound: { zh: '产业链不存在', en: 'No such industry chain' },
  nodeNotFound: { zh: '产业链节点不存在', en: 'No such chain node' },
  chainExportExceeded: {
    zh: '可导出企业数量不足，请缩小筛选范围',
    en: 'Not enough exports left: narrow the filter',
  },
  chainExportTooMany: {
    zh: '单次最多导出 10000 家企业，请缩小筛选范围',
    en: 'At most 10,000 companies per export: narrow the filter',
  },
} as const satisfies MessageTable;
