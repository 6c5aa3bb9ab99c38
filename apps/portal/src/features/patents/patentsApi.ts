import { patentRoutes, type patentApi as contract } from '@platform/contracts';
import { fromContract, platformApi, routesOf } from '../../shared/api/api';

const routes = routesOf<typeof contract>(patentRoutes);

/** 专利's calls (public). */
export const patentsApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    patentPage: build.query(fromContract(routes.page)),
    patentStats: build.query(fromContract(routes.stats)),
    patentFacets: build.query(fromContract(routes.facets)),
    companyPatents: build.query(fromContract(routes.company)),
  }),
});

export const { usePatentPageQuery, usePatentStatsQuery, usePatentFacetsQuery, useCompanyPatentsQuery } =
  patentsApi;
