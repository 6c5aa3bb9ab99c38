import type { Route } from '../route';
import { SERVICE } from '../services';

const S = `${SERVICE.bigdata}/client/search-bigdata`;

/**
 * Company search and typing suggestions (spec 1 §1 "enterprise search"). The spec names the
 * `client/search-bigdata/` group of the bigdata service but shows no search path, so these are our
 * choice (docs/search.md). Public data, but login is required like the other bigdata lists.
 */
export const searchRoutes = {
  /** Ranked, filtered, paged company search (body: keyword, filters, sort, current, size). */
  searchCompanyPage: { method: 'POST', path: `${S}/searchCompanyPage`, auth: 'user' },
  /** The landing page's search for visitors: the first 5 results and the count (query: keyword). */
  searchPreview: { method: 'GET', path: `${S}/searchCompanyPreview`, auth: 'public' },
  /**
   * The landing page's facts for visitors, for the host's customer (query: domain): the companies,
   * chains and business cards on the platform, and the first chains of the catalogue.
   */
  landingFacts: { method: 'GET', path: `${S}/landingFacts`, auth: 'public' },
  /** Up to 10 names while typing (query: keyword). */
  suggestCompany: { method: 'GET', path: `${S}/suggestCompany`, auth: 'user' },
} as const satisfies Record<string, Route>;
