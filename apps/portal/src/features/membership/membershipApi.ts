import type { systemApi } from '@platform/contracts';
import type { payApi } from '@platform/contracts/pay';
import { payRoutes } from '@platform/contracts/pay/routes';
import { systemRoutes } from '@platform/contracts/system/routes';
import { fromContract, platformApi, routesOf } from '../../shared/api/api';

const pay = routesOf<typeof payApi>(payRoutes);
const system = routesOf<typeof systemApi>(systemRoutes);

const api = platformApi.enhanceEndpoints({ addTagTypes: ['Member', 'Orders', 'Trial'] });

/** Membership and payment calls (spec 1 §7, spec 2 §7 Payment catalogue). */
export const membershipApi = api.injectEndpoints({
  endpoints: (build) => ({
    mealShow: build.query(fromContract(pay.mealShow)),
    memberInfo: build.query({ ...fromContract(pay.memberInfo), providesTags: ['Member'] }),
    paySettings: build.query(fromContract(pay.paySettings)),
    existOrder: build.mutation(fromContract(pay.existOrder)),
    createOrder: build.mutation({ ...fromContract(pay.createOrder), invalidatesTags: ['Orders'] }),
    wxNativePay: build.mutation(fromContract(pay.wxNativePay)),
    aliPreCreate: build.mutation(fromContract(pay.aliPreCreate)),
    // Polling calls are mutations so every poll reaches the server (no cache).
    wxOrderQuery: build.mutation(fromContract(pay.wxOrderQuery)),
    aliTradeQuery: build.mutation(fromContract(pay.aliTradeQuery)),
    currentTenants: build.query(fromContract(system.currentTenantList)),
    tenantAdmin: build.mutation(fromContract(system.tenantAdmin, { form: true })),
    trialInfo: build.query({ ...fromContract(pay.trialInfo), providesTags: ['Trial'] }),
    trialActive: build.mutation(fromContract(pay.trialActive)),
  }),
});

export const {
  useMealShowQuery,
  useMemberInfoQuery,
  usePaySettingsQuery,
  useExistOrderMutation,
  useCreateOrderMutation,
  useWxNativePayMutation,
  useAliPreCreateMutation,
  useTenantAdminMutation,
  useTrialInfoQuery,
  useTrialActiveMutation,
} = membershipApi;
