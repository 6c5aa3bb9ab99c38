import type { MessageTable } from '../messageTable';

/** Industry chain maps (spec 2 §7). */
export const CHAIN_MESSAGES = {
  chainNotFound: { zh: '产业链不存在', en: 'No such industry chain' },
  nodeNotFound: { zh: '产业链节点不存在', en: 'No such chain node' },
} as const satisfies MessageTable;
