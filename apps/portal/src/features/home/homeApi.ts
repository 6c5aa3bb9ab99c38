import type { searchApi } from '@platform/contracts';
import { searchRoutes } from '@platform/contracts/search/routes';
import { fromContract, platformApi, routesOf } from '../../shared/api/api';

const search = routesOf<typeof searchApi>(searchRoutes);

/** The landing page's calls: a visitor's search preview (first five and the count), and its facts. */
export const homeApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    searchPreview: build.query(fromContract(search.searchPreview, { silent: true })),
    /** Companies, chains and cards of the host's customer, and the first chains of the catalogue. */
    landingFacts: build.query(fromContract(search.landingFacts, { silent: true })),
  }),
});

export const { useLandingFactsQuery, useSearchPreviewQuery } = homeApi;
