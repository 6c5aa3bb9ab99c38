import { industryAnalysisRoutes, type industryAnalysisApi as contract } from '@platform/contracts';
import { fromContract, platformApi, routesOf } from '../../shared/api/api';

const routes = routesOf<typeof contract>(industryAnalysisRoutes);

/** 产业分析 and 对标分析's calls (public); the export is a file (downloadFile). */
export const industryAnalysisApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    industryAnalysis: build.query(fromContract(routes.analysis)),
    industryCompare: build.query(fromContract(routes.compare)),
    industryChains: build.query(fromContract(routes.chains)),
  }),
});

export const { useIndustryAnalysisQuery, useIndustryCompareQuery, useIndustryChainsQuery } =
  industryAnalysisApi;
