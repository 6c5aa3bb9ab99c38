import { shellApi, type EndpointInput, type EndpointOutput } from '@platform/contracts';
import { callOf, dataOf, platformApi } from '../../app/api/api';

export const permissionApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    permissionCheck: build.query<
      EndpointOutput<typeof shellApi.permissionCheck>,
      EndpointInput<typeof shellApi.permissionCheck>
    >({
      query: (input) => callOf(shellApi.permissionCheck, input),
      transformResponse: dataOf(shellApi.permissionCheck),
    }),
    purchasedServices: build.query<EndpointOutput<typeof shellApi.purchasedServices>, void>({
      query: () => callOf(shellApi.purchasedServices),
      transformResponse: dataOf(shellApi.purchasedServices),
      providesTags: ['Services'],
    }),
  }),
});

export const { usePurchasedServicesQuery } = permissionApi;
