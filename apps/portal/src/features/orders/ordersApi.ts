import type { payApi } from '@platform/contracts/pay';
import { payRoutes } from '@platform/contracts/pay/routes';
import { fromContract, platformApi, routesOf } from '../../shared/api/api';

const pay = routesOf<typeof payApi>(payRoutes);

const api = platformApi.enhanceEndpoints({ addTagTypes: ['Orders'] });

/** The caller's orders (purchase records); a new order invalidates 'Orders'. */
export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    orderPage: build.query({ ...fromContract(pay.orderPage), providesTags: ['Orders'] }),
    orderDetail: build.query({ ...fromContract(pay.orderDetail), providesTags: ['Orders'] }),
  }),
});

export const { useOrderPageQuery, useOrderDetailQuery } = ordersApi;
