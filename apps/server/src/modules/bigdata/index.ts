import type { FastifyPluginAsync } from 'fastify';
import { bigdataRoutes, type BigdataOptions } from './routes';

/**
 * Big data: enterprise detail, stock quotes, cancellation info, regions, the enterprise radar and
 * organisation lists (routes), the deterministic demo-data generator and the enterprise data
 * store (seed, row mapping). Other code uses it through this file only, like every module.
 */
export const bigdataModule: FastifyPluginAsync<BigdataOptions> = async (app, options) =>
  bigdataRoutes(app, options);

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
// Business cards: the reminder reads the same tag changes as changeTagV2, the card's related
// dynamics the company's, and the stock module shows only for a listed company.
export {
  tagChanges as companyTagChanges,
  dynamicsPage as companyDynamicsPage,
  listings as companyListings,
} from './repo';
export * from './generator';
export * from './store';
export * from './import';

// Names of GB/T 2260 regions and GB/T 4754 industries (reports print them next to the codes).
export { regionFullName, regionNames } from './generator/regions';
export { getDivision, getSection } from './generator/industries';
