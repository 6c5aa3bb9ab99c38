import { researchReportRoutes, type researchReportApi as contract } from '@platform/contracts';
import { fromContract, platformApi, routesOf } from '../../shared/api/api';

const routes = routesOf<typeof contract>(researchReportRoutes);

/** The research-report library's calls (public). */
export const researchReportsApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    researchReportPage: build.query(fromContract(routes.page)),
    researchReportDetail: build.query(fromContract(routes.detail)),
    researchReportFacets: build.query(fromContract(routes.facets)),
  }),
});

export const { useResearchReportPageQuery, useResearchReportDetailQuery, useResearchReportFacetsQuery } =
  researchReportsApi;
