import type { reportApi } from '@platform/contracts/report';
import { reportRoutes } from '@platform/contracts/report/routes';
import { fromContract, platformApi, routesOf } from './api';

const report = routesOf<typeof reportApi>(reportRoutes);

/** The arguments the downloads page asks the report count with. */
export const REPORT_COUNT_ARGS = { type: 1 } as const;

/**
 * The reports left to generate: read by the downloads page, and written by the profile's
 * generate call, whose answer carries the count with the new report reserved.
 */
export const reportCountApi = platformApi.enhanceEndpoints({ addTagTypes: ['Reports'] }).injectEndpoints({
  endpoints: (build) => ({
    reportNum: build.query({ ...fromContract(report.reportNum), providesTags: ['Reports'] }),
  }),
});

export const { useReportNumQuery } = reportCountApi;
