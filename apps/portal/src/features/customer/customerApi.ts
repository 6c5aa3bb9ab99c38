import { isSuccessCode, type CustomerDetail } from '@platform/contracts';
import { ENDPOINTS } from '../../app/api/endpoints';
import { callOf, platformApi } from '../../app/api/api';

export const customerApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    /** Spec 1 §7: success codes 10200 and 666666; any other code applies no config. */
    customerDetail: build.query<CustomerDetail | null, string>({
      query: (domain) => callOf(ENDPOINTS.customerDetail, { domain }),
      transformResponse: (envelope: { code: number; data: unknown }) =>
        isSuccessCode(envelope.code) && envelope.code !== 200 ? (envelope.data as CustomerDetail) : null,
      providesTags: ['Customer'],
    }),
  }),
});

export const { useCustomerDetailQuery } = customerApi;
