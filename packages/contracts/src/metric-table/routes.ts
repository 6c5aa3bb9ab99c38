import type { Route } from '../route';
import { SERVICE } from '../services';

const M = `${SERVICE.bigdata}/metric-table`;

/**
 * 深度数据库 (/metricTable/index, login; issue 28 item 10; docs/metric-table.md): the regions under a
 * region by indicator and year, from the enterprise data set's kept yearly counts.
 */
export const metricTableRoutes = {
  /** The child regions of `parentCode` (the nation: provinces) by year, for one indicator. */
  table: { method: 'GET', path: `${M}/table`, auth: 'user' },
  /** The same table, every indicator a sheet, as an .xlsx file (a file, not an envelope). */
  export: { method: 'POST', path: `${M}/export`, auth: 'user' },
} as const satisfies Record<string, Route>;
