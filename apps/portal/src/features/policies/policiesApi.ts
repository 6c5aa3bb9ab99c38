import { policyRoutes, type policyApi as contract } from '@platform/contracts';
import type { interactionsApi } from '@platform/contracts/content';
import { interactionRoutes } from '@platform/contracts/content/interactions-routes';
import { fromContract, platformApi, routesOf } from '../../shared/api/api';

const routes = routesOf<typeof contract>(policyRoutes);
const interactions = routesOf<typeof interactionsApi>(interactionRoutes);

const api = platformApi.enhanceEndpoints({ addTagTypes: ['Collections', 'PolicyCollect'] });

/** The policy library's calls (public) and the caller's collection of a policy (myCollectPolicy). */
export const policiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    policyPage: build.query(fromContract(routes.page)),
    policyDetail: build.query(fromContract(routes.detail)),
    policyFacets: build.query(fromContract(routes.facets)),
    policyForCompany: build.query(fromContract(routes.forCompany)),
    policyCollectState: build.query({ ...fromContract(routes.state), providesTags: ['PolicyCollect'] }),
    policyCollect: build.mutation({
      ...fromContract(routes.collect),
      invalidatesTags: ['PolicyCollect', 'Collections'],
    }),
    policyUncollect: build.mutation({
      ...fromContract(interactions.collectPolicyRemove),
      invalidatesTags: ['PolicyCollect', 'Collections'],
    }),
  }),
});

export const {
  usePolicyPageQuery,
  usePolicyDetailQuery,
  usePolicyFacetsQuery,
  usePolicyForCompanyQuery,
  usePolicyCollectStateQuery,
  usePolicyCollectMutation,
  usePolicyUncollectMutation,
} = policiesApi;
