import { industryTrackingRoutes, type industryTrackingApi as contract } from '@platform/contracts';
import type { bigdataApi as bigdataContract } from '@platform/contracts/bigdata';
import { bigdataRoutes } from '@platform/contracts/bigdata/routes';
import { fromContract, platformApi, routesOf } from '../../shared/api/api';

const routes = routesOf<typeof contract>(industryTrackingRoutes);
const bigdata = routesOf<typeof bigdataContract>(bigdataRoutes);
const api = platformApi.enhanceEndpoints({ addTagTypes: ['Track'] });

/** 产业追踪's calls: every write reloads the follows, timeline, statistics and badge ('Track'). */
export const industryTrackingApi = api.injectEndpoints({
  endpoints: (build) => ({
    trackFollows: build.query({ ...fromContract(routes.follows), providesTags: ['Track'] }),
    trackEvents: build.query({ ...fromContract(routes.events), providesTags: ['Track'] }),
    trackStats: build.query({ ...fromContract(routes.stats), providesTags: ['Track'] }),
    trackChains: build.query(fromContract(routes.chains)),
    trackRegions: build.query(fromContract(bigdata.regionListByLevel)),
    trackFollow: build.mutation({ ...fromContract(routes.follow), invalidatesTags: ['Track'] }),
    trackUnfollow: build.mutation({ ...fromContract(routes.unfollow), invalidatesTags: ['Track'] }),
    trackMarkRead: build.mutation({ ...fromContract(routes.markRead), invalidatesTags: ['Track'] }),
  }),
});

export const {
  useTrackFollowsQuery,
  useTrackEventsQuery,
  useTrackStatsQuery,
  useTrackChainsQuery,
  useTrackRegionsQuery,
  useTrackFollowMutation,
  useTrackUnfollowMutation,
  useTrackMarkReadMutation,
} = industryTrackingApi;
