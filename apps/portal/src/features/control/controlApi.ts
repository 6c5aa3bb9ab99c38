import type { reportApi } from '@platform/contracts/report';
import { reportRoutes } from '@platform/contracts/report/routes';
import type { systemApi } from '@platform/contracts/system';
import { systemRoutes } from '@platform/contracts/system/routes';
import { fromContract, platformApi, routesOf } from '../../shared/api/api';

const system = routesOf<typeof systemApi>(systemRoutes);
const report = routesOf<typeof reportApi>(reportRoutes);

const api = platformApi.enhanceEndpoints({ addTagTypes: ['Follows', 'Reports'] });

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
    reportNum: build.query({ ...fromContract(report.reportNum), providesTags: ['Reports'] }),
    downloadUrl: build.mutation(fromContract(report.downloadUrl)),
    removeReport: build.mutation({ ...fromContract(report.removeReport), invalidatesTags: ['Reports'] }),
  }),
});

export const {
  useFollowPageQuery,
  useFollowOperateEntMutation,
  useReportPageQuery,
  useReportNumQuery,
  useDownloadUrlMutation,
  useRemoveReportMutation,
} = controlApi;
