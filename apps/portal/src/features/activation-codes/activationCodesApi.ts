import type { systemApi } from '@platform/contracts';
import type { payApi } from '@platform/contracts/pay';
import { payRoutes } from '@platform/contracts/pay/routes';
import { systemRoutes } from '@platform/contracts/system/routes';
import { fromContract, platformApi, routesOf } from '../../shared/api/api';

const pay = routesOf<typeof payApi>(payRoutes);
const system = routesOf<typeof systemApi>(systemRoutes);

const api = platformApi.enhanceEndpoints({ addTagTypes: ['Member', 'Codes'] });

/** Activation codes: redeem one (any user), create and list them (platform operators). */
export const activationCodesApi = api.injectEndpoints({
  endpoints: (build) => ({
    scanActive: build.mutation({
      ...fromContract(pay.scanActive),
      invalidatesTags: ['Member', 'Services', 'Codes'],
    }),
    codeProducts: build.query(fromContract(pay.codeProducts)),
    codeCreateBatch: build.mutation({ ...fromContract(pay.codeCreateBatch), invalidatesTags: ['Codes'] }),
    codePage: build.query({ ...fromContract(pay.codePage), providesTags: ['Codes'] }),
    /** Whether the caller administers the platform tenant (only they create codes). */
    codeTenants: build.query(fromContract(system.currentTenantList)),
  }),
});

export const {
  useScanActiveMutation,
  useCodeProductsQuery,
  useCodeCreateBatchMutation,
  useCodePageQuery,
  useCodeTenantsQuery,
} = activationCodesApi;
