import type { queriesApi as contract } from '@platform/contracts/queries';
import { queriesRoutes } from '@platform/contracts/queries/routes';
import { fromContract, platformApi, routesOf } from '../../shared/api/api';

const routes = routesOf<typeof contract>(queriesRoutes);
const api = platformApi.enhanceEndpoints({ addTagTypes: ['Queries'] });

/** The query history: recent runs are recorded by the searches themselves; these list and edit it. */
export const queriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    queryPage: build.query({ ...fromContract(routes.queryPage), providesTags: ['Queries'] }),
    querySave: build.mutation({ ...fromContract(routes.querySave), invalidatesTags: ['Queries'] }),
    queryRename: build.mutation({ ...fromContract(routes.queryRename), invalidatesTags: ['Queries'] }),
    queryRemove: build.mutation({ ...fromContract(routes.queryRemove), invalidatesTags: ['Queries'] }),
    queryClearRecent: build.mutation({
      ...fromContract(routes.queryClearRecent),
      invalidatesTags: ['Queries'],
    }),
  }),
});

export const {
  useQueryPageQuery,
  useQuerySaveMutation,
  useQueryRenameMutation,
  useQueryRemoveMutation,
  useQueryClearRecentMutation,
} = queriesApi;
