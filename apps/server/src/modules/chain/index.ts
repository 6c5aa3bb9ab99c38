import type { FastifyInstance } from 'fastify';
import type { RecordSearch } from '../../lib/search-history';
import { chainRoutes } from './routes';

/**
 * Industry chain maps (spec 2 §7): the catalogue, a chain's node tree with company counts, a
 * node's companies (filtered, paged) and its description with companies by province; users' own
 * chains with their company edits, and read-only shares of them. The chains and company
 * placements are the shared company data set (migration 0400_bigdata); user chains are
 * tenant-owned (migration 0810_user_chains). A signed-in user's filtered company lists are recorded
 * in the query history through `record` (handed in by modules/index.ts).
 */
export const chainModule = async (app: FastifyInstance, deps: { record?: RecordSearch } = {}) =>
  chainRoutes(app, deps.record);
// The analysis maps work on the same chain scopes (a chain or a node's subtree, within a region).
export { areaOf, catalogueHead, resolveFilter } from './service';
export { entWhere, placed, subtree, type EntFilter } from './repo';
export { regionLabel } from './statistics';
// 产业分析's export (modules/industry-analysis) counts its companies against the same quota.
export { chargeExport } from './export';
