import type { FastifyPluginAsync } from 'fastify';
import { searchRoutes } from './routes';

/**
 * Company search and typing suggestions over the enterprise data (docs/search.md). Read-only;
 * companies are shared data, so no tenant scope. `isFollow` stays false: the portal asks the
 * follow check for the ids of the page it shows.
 */
export const searchModule: FastifyPluginAsync = async (app) => searchRoutes(app);

export { searchCompanies, suggestCompanies, keywordTerms, classify, naiveSearch } from './service';
