import { largeScreenRoutes, type largeScreenApi as contract } from '@platform/contracts';
import { fromContract, platformApi, routesOf } from '../../shared/api/api';

const routes = routesOf<typeof contract>(largeScreenRoutes);

export const largeScreenApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    largeScreen: build.query(fromContract(routes.overview)),
    largeScreenEvents: build.query(fromContract(routes.events)),
  }),
});

export const { useLargeScreenQuery, useLargeScreenEventsQuery } = largeScreenApi;
