import type { searchApi } from '@platform/contracts';
import { searchRoutes } from '@platform/contracts/search/routes';
import { fromContract, platformApi, routesOf } from '../../shared/api/api';

const search = routesOf<typeof searchApi>(searchRoutes);

/** The landing page's calls: a visitor's search preview (first five and the count). */
export const homeApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    searchPreview: build.query(fromContract(search.searchPreview, { silent: true })),
  }),
});

export const { useSearchPreviewQuery } = homeApi;
