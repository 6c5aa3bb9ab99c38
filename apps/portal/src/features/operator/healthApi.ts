import {
  operatorRoutes,
  type operatorApi as contract,
  type operatorCustomerRoutes,
  type operatorImportRoutes,
} from '@platform/contracts';
import type { mediaTrackingApi as mediaContract } from '@platform/contracts/media-tracking';
import { mediaTrackingRoutes } from '@platform/contracts/media-tracking/routes';
import { fromContract, platformApi, routesOf } from '../../shared/api/api';

const routes =
  routesOf<Omit<typeof contract, keyof typeof operatorCustomerRoutes | keyof typeof operatorImportRoutes>>(
    operatorRoutes,
  );
const media = routesOf<typeof mediaContract>(mediaTrackingRoutes);
const api = platformApi.enhanceEndpoints({ addTagTypes: ['OperatorHealth', 'OperatorPartners'] });

/**
 * The health page's calls and the partners' grace period (docs/operator.md); the channel figures
 * are media tracking's own report (the same call as /operator/channels).
 */
export const operatorHealthApi = api.injectEndpoints({
  endpoints: (build) => ({
    operatorHealth: build.query({ ...fromContract(routes.health), providesTags: ['OperatorHealth'] }),
    operatorReportRetry: build.mutation({
      ...fromContract(routes.healthReportRetry),
      invalidatesTags: ['OperatorHealth'],
    }),
    operatorPartnerGraceEnd: build.mutation({
      ...fromContract(routes.partnerGraceEnd),
      invalidatesTags: ['OperatorPartners'],
    }),
    operatorHealthChannels: build.query(fromContract(media.mediaChannelReport, { silent: true })),
  }),
});

export const {
  useOperatorHealthQuery,
  useOperatorReportRetryMutation,
  useOperatorPartnerGraceEndMutation,
  useOperatorHealthChannelsQuery,
} = operatorHealthApi;
