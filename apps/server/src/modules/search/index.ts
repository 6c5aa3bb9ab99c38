import type { FastifyInstance } from 'fastify';
import type { RecordSearch } from '../../lib/search-history';
import { searchRoutes } from './routes';

/**
 * Company search and typing suggestions over the enterprise data (docs/search.md). Read-only;
 * companies are shared data, so no tenant scope. `isFollow` stays false: the portal asks the
 * follow check for the ids of the page it shows. A signed-in user's searches are recorded in the
 * query history through `record` (the queries module's recordQuery, handed in by modules/index.ts).
 * It also answers the visitor landing page's facts (landing.ts: companies, the chain catalogue
 * through chain, the customer's cards through accounts and vcard; docs/landing.md).
 */
export const searchModule = async (app: FastifyInstance, deps: { record?: RecordSearch } = {}) =>
  searchRoutes(app, deps.record);

export { searchCompanies, suggestCompanies, keywordTerms, classify, naiveSearch } from './service';
