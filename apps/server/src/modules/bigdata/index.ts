import type { FastifyPluginAsync } from 'fastify';
import { startImportJobs } from './import/jobs';
import { bigdataRoutes, type BigdataOptions } from './routes';

/**
 * Big data: enterprise detail, stock quotes, cancellation info, regions, the enterprise radar and
 * organisation lists (routes), the reference data (reference/), the enterprise data store (row
 * mapping, writer) and the company import. Other code uses it through this file only, like every
 * module; the demo data generator and loader are its demo entry (demo/index.ts), which only the
 * demo loader (src/demo/), tests and benchmarks import.
 */
export const bigdataModule: FastifyPluginAsync<BigdataOptions> = async (app, options) => {
  bigdataRoutes(app, options);
  startImportJobs(app);
};

export {
  assertScenePurchase,
  loadEnterpriseDetail,
  placeOf,
  requireCompany,
  requireOrg,
  scenePurchased,
  toBrief,
} from './service';
export { BRIEF_COLUMNS, type BriefRow } from './repo';
// 精准招商's region overview (modules/attract) shows the same base facts.
export { regionBase } from './region-facts';
// Business cards: the reminder reads the same tag changes as changeTagV2, the card's related
// dynamics the company's, and the stock module shows only for a listed company.
export {
  tagChanges as companyTagChanges,
  dynamicsPage as companyDynamicsPage,
  listings as companyListings,
} from './repo';
// Reference data (GB/T 2260 regions, GB/T 4754 industries, the chain catalogue, GB 32100 check).
export {
  allChainNodes,
  chainOfNode,
  chains,
  getChain,
  getChainNode,
  getDivision,
  getSection,
  isKnownRegionCode,
  isValidUscc,
  provinceName,
  regionFullName,
  regionNames,
  regionChildren,
  provinces,
  type ChainNode,
  type IndustryChain,
} from './reference';
export { EXCHANGE_NAMES, quoteFromKline, type KlineRow, type StockQuote } from './quotes';
export type * from './types';
export * from './store';
export * from './import';
// The generator and the demo loader are the module's demo entry (./demo), not exported here.
