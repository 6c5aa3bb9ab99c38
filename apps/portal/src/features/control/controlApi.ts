import type { reportApi } from '@platform/contracts/report';
import { reportRoutes } from '@platform/contracts/report/routes';
import type { systemApi } from '@platform/contracts/system';
import { systemRoutes } from '@platform/contracts/system/routes';
import type { interactionsApi } from '@platform/contracts/content';
import { interactionRoutes } from '@platform/contracts/content/interactions-routes';
import { fromContract, platformApi, routesOf } from '../../shared/api/api';

const system = routesOf<typeof systemApi>(systemRoutes);
const report = routesOf<typeof reportApi>(reportRoutes);
const interactions = routesOf<typeof interactionsApi>(interactionRoutes);

const api = platformApi.enhanceEndpoints({ addTagTypes: ['Follows', 'Reports', 'Collections', 'Likes'] });

/** The user area's followed companies (pinned first) and report downloads. */
export const controlApi = api.injectEndpoints({
  endpoints: (build) => ({
    followPage: build.query({ ...fromContract(system.followPage), providesTags: ['Follows'] }),
    /** operateEnt: 0 delete, 1 pin, 2 unpin (spec 2 §4 Follow and pin). */
    followOperateEnt: build.mutation({
      ...fromContract(system.followOperateEnt),
      invalidatesTags: ['Follows'],
    }),
    reportPage: build.query({ ...fromContract(report.reportPage), providesTags: ['Reports'] }),
    downloadUrl: build.mutation(fromContract(report.downloadUrl)),
    removeReport: build.mutation({ ...fromContract(report.removeReport), invalidatesTags: ['Reports'] }),
    // Collections and likes (the interactions contract; spec 2 §7 myCollect*, myLike).
    collectPublishPage: build.query({
      ...fromContract(interactions.collectPublishPage),
      providesTags: ['Collections'],
    }),
    collectPublishCancel: build.mutation({
      ...fromContract(interactions.collectPublishCancel),
      invalidatesTags: ['Collections'],
    }),
    collectDynamicPage: build.query({
      ...fromContract(interactions.collectDynamicPage),
      providesTags: ['Collections'],
    }),
    collectDynamicCancel: build.mutation({
      ...fromContract(interactions.collectDynamicCancel),
      invalidatesTags: ['Collections'],
    }),
    collectPolicyPage: build.query({
      ...fromContract(interactions.collectPolicyPage),
      providesTags: ['Collections'],
    }),
    collectPolicyRemove: build.mutation({
      ...fromContract(interactions.collectPolicyRemove),
      invalidatesTags: ['Collections'],
    }),
    likePage: build.query({ ...fromContract(interactions.likePage), providesTags: ['Likes'] }),
    likeRemove: build.mutation({ ...fromContract(interactions.likeRemove), invalidatesTags: ['Likes'] }),
  }),
});

export const {
  useFollowPageQuery,
  useFollowOperateEntMutation,
  useReportPageQuery,
  useDownloadUrlMutation,
  useRemoveReportMutation,
  useCollectPublishPageQuery,
  useCollectPublishCancelMutation,
  useCollectDynamicPageQuery,
  useCollectDynamicCancelMutation,
  useCollectPolicyPageQuery,
  useCollectPolicyRemoveMutation,
  useLikePageQuery,
  useLikeRemoveMutation,
} = controlApi;
