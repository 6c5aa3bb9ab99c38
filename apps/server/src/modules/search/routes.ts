import type { FastifyInstance } from 'fastify';
import { entdataApi, searchApi } from '@platform/contracts';
import { createRouter } from '../../lib/route';
import { recordSearch, type RecordSearch } from '../../lib/search-history';
import { landingFacts } from './landing';
import { associatedCompanies, searchCompanies, searchPreview, suggestCompanies } from './service';

/** Per-IP limits (plugins/rate-limit.ts): a page of results, and suggestions while typing. */
export const SEARCH_RATE_LIMIT_PER_MINUTE = 120;
export const SUGGEST_RATE_LIMIT_PER_MINUTE = 600;
/** Visitors' searches on the landing page: enough to try it, too few to harvest the data set. */
export const PREVIEW_RATE_LIMIT_PER_MINUTE = 30;
/** The landing page's facts: asked once per page open by visitors. */
export const LANDING_FACTS_RATE_LIMIT_PER_MINUTE = 30;

/**
 * A first page of results is recorded in the signed-in user's query history (docs/queries.md):
 * keyword, filters and order, without the page; the query history dedupes identical searches.
 */
export function searchRoutes(app: FastifyInstance, record?: RecordSearch): void {
  const r = createRouter(app);
  const { store } = app.ctx;
  r(
    searchApi.searchCompanyPage,
    async ({ input, user, scope, request }) => {
      const page = await searchCompanies(store, input);
      if (input.current === 1) {
        const { keyword, filters, sort, order } = input;
        const params = { keyword, filters, sort, order };
        const run = { source: 'discover', params, resultCount: page.total } as const;
        await recordSearch(record, request.log, { scope, userId: user.userId }, run);
      }
      return page;
    },
    { rateLimitPerMinute: SEARCH_RATE_LIMIT_PER_MINUTE },
  );
  r(searchApi.searchPreview, async ({ input }) => searchPreview(store, input.keyword), {
    rateLimitPerMinute: PREVIEW_RATE_LIMIT_PER_MINUTE,
  });
  const facts = landingFacts(store);
  r(searchApi.landingFacts, async ({ input, request }) => facts(input.domain || request.hostname), {
    rateLimitPerMinute: LANDING_FACTS_RATE_LIMIT_PER_MINUTE,
  });
  r(searchApi.suggestCompany, async ({ input }) => suggestCompanies(store, input), {
    rateLimitPerMinute: SUGGEST_RATE_LIMIT_PER_MINUTE,
  });
  r(
    entdataApi.entAssoListByKeywords,
    async ({ input }) => associatedCompanies(store, input.keyword, input.size),
    {
      rateLimitPerMinute: SUGGEST_RATE_LIMIT_PER_MINUTE,
    },
  );
}
