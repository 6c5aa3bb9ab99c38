import type { FastifyInstance } from 'fastify';
import { entdataApi, searchApi } from '@platform/contracts';
import { createRouter } from '../../lib/route';
import { associatedCompanies, searchCompanies, suggestCompanies } from './service';

/** Per-IP limits (plugins/rate-limit.ts): a page of results, and suggestions while typing. */
export const SEARCH_RATE_LIMIT_PER_MINUTE = 120;
export const SUGGEST_RATE_LIMIT_PER_MINUTE = 600;

export function searchRoutes(app: FastifyInstance): void {
  const r = createRouter(app);
  const { store } = app.ctx;
  r(searchApi.searchCompanyPage, async ({ input }) => searchCompanies(store, input), {
    rateLimitPerMinute: SEARCH_RATE_LIMIT_PER_MINUTE,
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
