import { attractAnalysisRoutes, type attractAnalysisApi as contract } from '@platform/contracts';
import { fromContract, platformApi, routesOf } from '../../shared/api/api';

const routes = routesOf<typeof contract>(attractAnalysisRoutes);
const api = platformApi.enhanceEndpoints({ addTagTypes: ['AttractProjects'] });

/** 精准招商's analysis calls (docs/attract.md); a target goes into the pipeline through projectsApi. */
export const attractApi = api.injectEndpoints({
  endpoints: (build) => ({
    attractRegions: build.query(fromContract(routes.regions)),
    attractRegionOverview: build.query(fromContract(routes.regionOverview)),
    attractChainGaps: build.query(fromContract(routes.chainGaps)),
    // A project made from a target (projectsApi) marks it inPipeline: the suggestions read again.
    attractSuggest: build.query({
      ...fromContract(routes.governmentSuggest),
      providesTags: ['AttractProjects'],
    }),
  }),
});

export const {
  useAttractRegionsQuery,
  useAttractRegionOverviewQuery,
  useAttractChainGapsQuery,
  useAttractSuggestQuery,
} = attractApi;
