import type { Envelope } from '@platform/contracts';
import type { bigdataApi } from '@platform/contracts/bigdata';
import { bigdataRoutes } from '@platform/contracts/bigdata/routes';
import type { payApi } from '@platform/contracts/pay';
import { payRoutes } from '@platform/contracts/pay/routes';
import type { searchApi } from '@platform/contracts/search';
import { searchRoutes } from '@platform/contracts/search/routes';
import type { reportApi } from '@platform/contracts/report';
import { reportRoutes } from '@platform/contracts/report/routes';
import type { queriesApi } from '@platform/contracts/queries';
import { queriesRoutes } from '@platform/contracts/queries/routes';
import type { systemApi } from '@platform/contracts/system';
import { systemRoutes } from '@platform/contracts/system/routes';
import { callOf, dataOf, fromContract, platformApi, routesOf, type In, type Out } from '../../shared/api/api';
import { REPORT_COUNT_ARGS, reportCountApi } from '../../shared/api/reportCountApi';

const bigdata = routesOf<typeof bigdataApi>(bigdataRoutes);
const system = routesOf<typeof systemApi>(systemRoutes);
const report = routesOf<typeof reportApi>(reportRoutes);
const pay = routesOf<typeof payApi>(payRoutes);
const search = routesOf<typeof searchApi>(searchRoutes);
const queries = routesOf<typeof queriesApi>(queriesRoutes);

/** The envelope's code with its data, for calls whose success code is 200 (spec 2 §4). */
export interface Coded<T> {
  code: number;
  data: T;
}
const coded =
  <R extends Parameters<typeof dataOf>[0]>(route: R) =>
  (envelope: Envelope<unknown>): Coded<Out<R>> => ({ code: envelope.code, data: dataOf(route)(envelope) });

const api = platformApi.enhanceEndpoints({ addTagTypes: ['Follows', 'Reports', 'EntDetail', 'Queries'] });

/**
 * Enterprise profile, organisation detail and the follow calls of the profile card, each built
 * from its contract route. Follow changes invalidate 'Follows' (the focus list and the detail's isFollow).
 */
export const enterpriseApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Names the current search in "my queries" (the queries contract; the queries feature lists it).
     * Called from here rather than through the queries feature, which links back to this search.
     */
    saveDiscoverQuery: build.mutation({ ...fromContract(queries.querySave), invalidatesTags: ['Queries'] }),
    searchCompanyPage: build.query(fromContract(search.searchCompanyPage)),
    suggestCompany: build.query(fromContract(search.suggestCompany)),
    // Spec 2 §4: detail and report failures are silent; loading just ends.
    entDetail: build.query({
      ...fromContract(bigdata.entDetail, { silent: true }),
      providesTags: ['EntDetail', 'Follows'],
    }),
    entCancelInfo: build.query({
      query: (input: In<typeof bigdata.entCancelInfo>) => callOf(bigdata.entCancelInfo, input),
      transformResponse: coded(bigdata.entCancelInfo),
    }),
    companyStockDay: build.query(fromContract(bigdata.companyStockDay)),
    companyStockKline: build.query(fromContract(bigdata.companyStockKline)),
    entDynamicPage: build.query(fromContract(bigdata.entDynamicPage)),
    regionListByLevel: build.query(fromContract(bigdata.regionListByLevel)),
    searchConditions: build.query(fromContract(bigdata.searchConditions)),
    radarDna: build.query(fromContract(bigdata.radarDna)),
    radarSimilar: build.query(fromContract(bigdata.radarSimilar)),
    radarInvest: build.query(fromContract(bigdata.radarInvest)),
    radarIns: build.query(fromContract(bigdata.radarIns)),
    radarNation: build.query(fromContract(bigdata.radarNation)),
    radarLinkage: build.query(fromContract(bigdata.radarLinkage)),
    radarTopic: build.query(fromContract(bigdata.radarTopic)),
    orgRelatedCompanies: build.query(fromContract(bigdata.orgRelatedCompanies)),
    orgManagedFunds: build.query(fromContract(bigdata.orgManagedFunds)),
    orgInvestedCompanies: build.query(fromContract(bigdata.orgInvestedCompanies)),

    followCheck: build.query({ ...fromContract(system.followCheck), providesTags: ['Follows'] }),
    followSave: build.mutation({ ...fromContract(system.followSave), invalidatesTags: ['Follows'] }),
    followCancel: build.mutation({ ...fromContract(system.followCancel), invalidatesTags: ['Follows'] }),

    queryBuyRegions: build.query(fromContract(pay.queryBuyRegions)),
    generateReport: build.mutation({
      query: (input: In<typeof report.generateReport>) =>
        callOf(report.generateReport, input, { silent: true }),
      transformResponse: coded(report.generateReport),
      invalidatesTags: ['Reports'],
      // The answer carries the count with this report reserved: the downloads page shows it at
      // once instead of the old count until its refetch lands.
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const { data: answer } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (answer?.code !== 200 || !answer.data) return;
        const { remaining } = answer.data;
        // Updates a cached count only: without the downloads page loaded, its first fetch is right.
        dispatch(reportCountApi.util.updateQueryData('reportNum', REPORT_COUNT_ARGS, () => remaining));
      },
    }),
  }),
});

export const {
  useSaveDiscoverQueryMutation,
  useSearchCompanyPageQuery,
  useSuggestCompanyQuery,
  useEntDetailQuery,
  useLazyEntCancelInfoQuery,
  useCompanyStockDayQuery,
  useCompanyStockKlineQuery,
  useEntDynamicPageQuery,
  useRegionListByLevelQuery,
  useSearchConditionsQuery,
  useRadarDnaQuery,
  useRadarSimilarQuery,
  useRadarInvestQuery,
  useRadarInsQuery,
  useRadarNationQuery,
  useRadarLinkageQuery,
  useRadarTopicQuery,
  useOrgRelatedCompaniesQuery,
  useOrgManagedFundsQuery,
  useOrgInvestedCompaniesQuery,
  useFollowCheckQuery,
  useFollowSaveMutation,
  useFollowCancelMutation,
  useGenerateReportMutation,
} = enterpriseApi;
