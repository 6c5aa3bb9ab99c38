import type { feedApi as feedContract } from '@platform/contracts/content/feed';
import { feedRoutes } from '@platform/contracts/content/feed-routes';
import type { discoverApi as discoverContract } from '@platform/contracts/org';
import { discoverRoutes } from '@platform/contracts/org/routes';
import { fromContract, platformApi, routesOf } from '../../shared/api/api';

const discover = routesOf<typeof discoverContract>(discoverRoutes);
const feed = routesOf<typeof feedContract>(feedRoutes);

// 'FollowTargets' is the feed's tag too: following here refreshes the feed's group manager.
const api = platformApi.enhanceEndpoints({ addTagTypes: ['FollowTargets'] });

/**
 * The organisations on the platform (docs/discover.md) and the organisation follow of the content
 * module (followTarget/*, docs/content.md). Which organisations I follow comes from the follow list.
 */
export const discoverApi = api.injectEndpoints({
  endpoints: (build) => ({
    orgList: build.query(fromContract(discover.orgList)),
    orgFilters: build.query(fromContract(discover.orgFilters)),
    orgDetail: build.query(fromContract(discover.orgDetail)),
    orgMembers: build.query(fromContract(discover.orgMembers)),
    discoverFollows: build.query({ ...fromContract(feed.followTargets), providesTags: ['FollowTargets'] }),
    followOrg: build.mutation({ ...fromContract(feed.followTargetSave), invalidatesTags: ['FollowTargets'] }),
    unfollowOrg: build.mutation({
      ...fromContract(feed.followTargetRemove),
      invalidatesTags: ['FollowTargets'],
    }),
  }),
});

export const {
  useOrgListQuery,
  useOrgFiltersQuery,
  useOrgDetailQuery,
  useOrgMembersQuery,
  useDiscoverFollowsQuery,
  useFollowOrgMutation,
  useUnfollowOrgMutation,
} = discoverApi;
