import type { payApi } from '@platform/contracts/pay';
import { payRoutes } from '@platform/contracts/pay/routes';
import { fromContract, platformApi, routesOf } from '../api/api';

const pay = routesOf<typeof payApi>(payRoutes);

export const permissionApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    permissionCheck: build.query(fromContract(pay.permissionCheck)),
    purchasedServices: build.query({ ...fromContract(pay.purchasedServices), providesTags: ['Services'] }),
  }),
});

export const { usePurchasedServicesQuery } = permissionApi;
