import type { leadsApi } from '@platform/contracts/leads';
import { leadsRoutes } from '@platform/contracts/leads/routes';
import type { payApi } from '@platform/contracts/pay';
import { payRoutes } from '@platform/contracts/pay/routes';
import { fromContract, platformApi, routesOf } from '../../shared/api/api';

const pay = routesOf<typeof payApi>(payRoutes);
const leads = routesOf<typeof leadsApi>(leadsRoutes);
const api = platformApi.enhanceEndpoints({ addTagTypes: ['Member'] });

/**
 * What "my equity" reads besides the membership, report and chain-export calls their features
 * already hold: the live services by business type, the seats in use, the lead-export quota.
 */
export const equityApi = api.injectEndpoints({
  endpoints: (build) => ({
    liveServices: build.query({ ...fromContract(pay.queryBuyProductsV3), providesTags: ['Member'] }),
    seatUse: build.query({ ...fromContract(pay.isEnough), providesTags: ['Member'] }),
    leadExportQuota: build.query(fromContract(leads.exportCount)),
  }),
});

export const { useLiveServicesQuery, useSeatUseQuery, useLeadExportQuotaQuery } = equityApi;
