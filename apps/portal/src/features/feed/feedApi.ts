import type { chainApi as chainContract } from '@platform/contracts/chain';
import { chainRoutes } from '@platform/contracts/chain/routes';
import type { feedApi as feedContract, followGroupApi } from '@platform/contracts/content/feed';
import { feedRoutes, followGroupRoutes } from '@platform/contracts/content/feed-routes';
import { fromContract, platformApi, routesOf } from '../../shared/api/api';

const feed = routesOf<typeof feedContract>(feedRoutes);
const groups = routesOf<typeof followGroupApi>(followGroupRoutes);
const chain = routesOf<typeof chainContract>(chainRoutes);

const api = platformApi.enhanceEndpoints({ addTagTypes: ['FeedSetting', 'FollowGroups', 'FollowTargets'] });

/**
 * The dynamics feed (pages read by cursor, never cached across filters), its kinds setting, the
 * follow-group tree and what the user follows, and the public trends. Group writes refresh the tree.
 */
export const feedApi = api.injectEndpoints({
  endpoints: (build) => ({
    feedList: build.query({ ...fromContract(feed.feedList), keepUnusedDataFor: 0 }),
    feedSetting: build.query({ ...fromContract(feed.feedSettingGet), providesTags: ['FeedSetting'] }),
    saveFeedSetting: build.mutation({ ...fromContract(feed.feedSetting), invalidatesTags: ['FeedSetting'] }),
    followTargets: build.query({ ...fromContract(feed.followTargets), providesTags: ['FollowTargets'] }),
    trends: build.query(fromContract(feed.trends)),
    trendsChains: build.query(fromContract(chain.getInduClass)),
    groupTree: build.query({ ...fromContract(groups.groupBusinessTree), providesTags: ['FollowGroups'] }),
    groupInit: build.mutation({
      ...fromContract(groups.groupInitByCategory),
      invalidatesTags: ['FollowGroups'],
    }),
    groupSave: build.mutation({ ...fromContract(groups.groupSave), invalidatesTags: ['FollowGroups'] }),
    groupUpdate: build.mutation({ ...fromContract(groups.groupUpdate), invalidatesTags: ['FollowGroups'] }),
    groupRemove: build.mutation({ ...fromContract(groups.groupRemove), invalidatesTags: ['FollowGroups'] }),
    groupMove: build.mutation({ ...fromContract(groups.groupMove), invalidatesTags: ['FollowGroups'] }),
    groupClone: build.mutation({ ...fromContract(groups.groupClone), invalidatesTags: ['FollowGroups'] }),
    groupTemplate: build.mutation({
      ...fromContract(groups.groupSaveTemplate),
      invalidatesTags: ['FollowGroups'],
    }),
    groupMemberSave: build.mutation({
      ...fromContract(groups.groupMemberSave),
      invalidatesTags: ['FollowGroups'],
    }),
    groupMemberRemove: build.mutation({
      ...fromContract(groups.groupMemberRemove),
      invalidatesTags: ['FollowGroups'],
    }),
  }),
});

export const {
  useLazyFeedListQuery,
  useFeedSettingQuery,
  useSaveFeedSettingMutation,
  useFollowTargetsQuery,
  useTrendsQuery,
  useTrendsChainsQuery,
  useGroupTreeQuery,
  useGroupInitMutation,
  useGroupSaveMutation,
  useGroupUpdateMutation,
  useGroupRemoveMutation,
  useGroupMoveMutation,
  useGroupCloneMutation,
  useGroupTemplateMutation,
  useGroupMemberSaveMutation,
  useGroupMemberRemoveMutation,
} = feedApi;
