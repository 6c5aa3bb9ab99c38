import type { mediaTrackingApi as contract } from '@platform/contracts/media-tracking';
import { mediaTrackingRoutes } from '@platform/contracts/media-tracking/routes';
import { fromContract, platformApi, routesOf } from '../../shared/api/api';

const routes = routesOf<typeof contract>(mediaTrackingRoutes);

/**
 * Media tracking: the visit, click and attribution calls are silent (tracking never bothers the
 * visitor); the operator's report shows its refusal on the page.
 */
export const mediaTrackingApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    mediaVisit: build.mutation(fromContract(routes.mediaVisit, { silent: true })),
    mediaClick: build.mutation(fromContract(routes.mediaClick, { silent: true })),
    mediaAttribute: build.mutation(fromContract(routes.mediaAttribute, { silent: true })),
    mediaChannelReport: build.query(fromContract(routes.mediaChannelReport, { silent: true })),
  }),
});

export const { useMediaChannelReportQuery } = mediaTrackingApi;
