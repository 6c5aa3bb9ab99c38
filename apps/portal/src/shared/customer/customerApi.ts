import { isSuccessCode } from '@platform/contracts/codes';
import type { CustomerDetail, systemApi } from '@platform/contracts';
import { PLATFORM_TIME_ZONE, setDisplayTimeZone } from '@platform/ui';
import { systemRoutes } from '@platform/contracts/system/routes';
import { callOf, platformApi, routesOf } from '../api/api';

const system = routesOf<typeof systemApi>(systemRoutes);

export const customerApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    /** Spec 1 §7: success codes 10200 and 666666; any other code applies no config. */
    customerDetail: build.query<CustomerDetail | null, string>({
      query: (domain) => callOf(system.customerDetail, { domain }),
      transformResponse: (envelope: { code: number; data: unknown }) =>
        isSuccessCode(envelope.code) && envelope.code !== 200 ? (envelope.data as CustomerDetail) : null,
      providesTags: ['Customer'],
      /** Every time on the page is shown in the customer's zone (issue 31 item 7). */
      async onQueryStarted(_domain, { queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        setDisplayTimeZone(data?.timeZone ?? PLATFORM_TIME_ZONE);
      },
    }),
  }),
});

export const { useCustomerDetailQuery } = customerApi;
