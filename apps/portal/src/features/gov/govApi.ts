// The gov contract's zod-free route table comes from the root entry (tree-shaken, like customers').
import { govRoutes, type govApi as contract } from '@platform/contracts';
import { fromContract, platformApi, routesOf, type In, type Out } from '../../shared/api/api';

const routes = routesOf<typeof contract>(govRoutes);
const api = platformApi.enhanceEndpoints({ addTagTypes: ['GovDesk', 'GovAppeals', 'GovNotices', 'GovMe'] });

/** The 政企通 calls: the desk's (gov*) and the enterprise side's (govEnt*). */
export const govApi = api.injectEndpoints({
  endpoints: (build) => ({
    govDeskInfo: build.query({ ...fromContract(routes.deskInfo), providesTags: ['GovDesk'] }),
    govSettingsSave: build.mutation({
      ...fromContract(routes.deskSettingsSave),
      invalidatesTags: ['GovDesk', 'GovAppeals'],
    }),
    govDepartmentSave: build.mutation({
      ...fromContract(routes.departmentSave),
      invalidatesTags: ['GovDesk'],
    }),
    govDepartmentRemove: build.mutation({
      ...fromContract(routes.departmentRemove),
      invalidatesTags: ['GovDesk'],
    }),
    govEnterprisePage: build.query({ ...fromContract(routes.enterprisePage), providesTags: ['GovDesk'] }),
    govAppealPage: build.query({ ...fromContract(routes.appealPage), providesTags: ['GovAppeals'] }),
    govAppealDetail: build.query({ ...fromContract(routes.appealDetail), providesTags: ['GovAppeals'] }),
    govAppealAct: build.mutation({
      ...fromContract(routes.appealAct),
      invalidatesTags: ['GovAppeals', 'GovDesk'],
    }),
    govStats: build.query({ ...fromContract(routes.stats), providesTags: ['GovAppeals'] }),
    govNoticePage: build.query({ ...fromContract(routes.noticePage), providesTags: ['GovNotices'] }),
    govNoticeSend: build.mutation({ ...fromContract(routes.noticeSend), invalidatesTags: ['GovNotices'] }),
    govEntMe: build.query({ ...fromContract(routes.entMe), providesTags: ['GovMe'] }),
    govEntCompanySet: build.mutation({
      ...fromContract(routes.entCompanySet),
      invalidatesTags: ['GovMe', 'GovNotices'],
    }),
    govEntAppealPage: build.query({ ...fromContract(routes.entAppealPage), providesTags: ['GovAppeals'] }),
    govEntAppealDetail: build.query({
      ...fromContract(routes.entAppealDetail),
      providesTags: ['GovAppeals'],
    }),
    govEntAppealSubmit: build.mutation({
      ...fromContract(routes.entAppealSubmit),
      invalidatesTags: ['GovAppeals'],
    }),
    govEntAppealSupplement: build.mutation({
      ...fromContract(routes.entAppealSupplement),
      invalidatesTags: ['GovAppeals'],
    }),
    govEntAppealRate: build.mutation({
      ...fromContract(routes.entAppealRate),
      invalidatesTags: ['GovAppeals'],
    }),
    govEntNoticePage: build.query({ ...fromContract(routes.entNoticePage), providesTags: ['GovNotices'] }),
  }),
});

export const {
  useGovDeskInfoQuery,
  useGovSettingsSaveMutation,
  useGovDepartmentSaveMutation,
  useGovDepartmentRemoveMutation,
  useGovEnterprisePageQuery,
  useGovAppealPageQuery,
  useGovAppealDetailQuery,
  useGovAppealActMutation,
  useGovStatsQuery,
  useGovNoticePageQuery,
  useGovNoticeSendMutation,
  useGovEntMeQuery,
  useGovEntCompanySetMutation,
  useGovEntAppealPageQuery,
  useGovEntAppealDetailQuery,
  useGovEntAppealSubmitMutation,
  useGovEntAppealSupplementMutation,
  useGovEntAppealRateMutation,
  useGovEntNoticePageQuery,
} = govApi;

export type AppealRow = Out<typeof routes.appealPage>['records'][number];
export type AppealDetail = Out<typeof routes.appealDetail>;
export type DeskInfo = Out<typeof routes.deskInfo>;
export type Notice = Out<typeof routes.noticePage>['records'][number];
export type AppealActInput = In<typeof routes.appealAct>;
