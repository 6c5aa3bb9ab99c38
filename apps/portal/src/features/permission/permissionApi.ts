import { callOf, dataOf, platformApi, type In, type Out } from '../../app/api/api';
import { ENDPOINTS } from '../../app/api/endpoints';

export const permissionApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    permissionCheck: build.query<Out<typeof ENDPOINTS.permissionCheck>, In<typeof ENDPOINTS.permissionCheck>>(
      {
        query: (input) => callOf(ENDPOINTS.permissionCheck, input),
        transformResponse: dataOf(ENDPOINTS.permissionCheck),
      },
    ),
    purchasedServices: build.query<Out<typeof ENDPOINTS.purchasedServices>, void>({
      query: () => callOf(ENDPOINTS.purchasedServices),
      transformResponse: dataOf(ENDPOINTS.purchasedServices),
      providesTags: ['Services'],
    }),
  }),
});

export const { usePurchasedServicesQuery } = permissionApi;
