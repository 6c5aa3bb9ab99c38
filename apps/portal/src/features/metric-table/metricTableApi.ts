import { metricTableRoutes, type metricTableApi as contract } from '@platform/contracts';
import { fromContract, platformApi, routesOf } from '../../shared/api/api';

const routes = routesOf<typeof contract>(metricTableRoutes);

/** The metric table's call (the export is a file: downloadFile). */
export const metricTableApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    metricTable: build.query(fromContract(routes.table)),
  }),
});

export const { useMetricTableQuery } = metricTableApi;
