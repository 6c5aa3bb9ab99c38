import type { searchApi } from '@platform/contracts/search';
import { searchRoutes } from '@platform/contracts/search/routes';
import { fromContract, platformApi, routesOf } from '../api/api';

const search = routesOf<typeof searchApi>(searchRoutes);

/** Companies of the data set by name as typed (the search module's suggestions), for pickers. */
export const companySuggestApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    companySuggest: build.query(fromContract(search.suggestCompany, { silent: true })),
  }),
});

export const { useCompanySuggestQuery } = companySuggestApi;
