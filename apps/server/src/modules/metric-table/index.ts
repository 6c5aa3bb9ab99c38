import type { FastifyPluginAsync } from 'fastify';
import { metricTableRoutes } from './routes';

/**
 * 深度数据库, the metric table (/metricTable/index, login; docs/metric-table.md): the regions under a
 * region by indicator (companies, new companies, capital, patents, financing) and year, from the
 * read model's kept yearly counts (metric_region_years).
 */
export const metricTableModule: FastifyPluginAsync = async (app) => metricTableRoutes(app);

// The large screen reads the same kept counts (modules/large-screen).
export { ensureYearStats, rebuildYearStats } from './year-stats';
export {
  NATION,
  companiesBefore,
  lastBuild as lastYearStatsBuild,
  totals as regionTotals,
  yearRows,
} from './repo';
export { childrenOf, isRegion, shortRegionName } from './regions';
export { thisYear } from './service';
