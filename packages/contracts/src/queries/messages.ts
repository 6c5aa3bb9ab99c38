import type { MessageTable } from '../messageTable';

/** Messages of the query history (docs/queries.md). */
export const QUERIES_MESSAGES = {
  queryNotFound: { zh: '该查询记录不存在', en: 'No such saved search' },
  queryNamedLimit: {
    zh: '已保存的查询已达上限（100 条），请先删除一些',
    en: 'You have saved the maximum of 100 searches; delete some first',
  },
} as const satisfies MessageTable;
