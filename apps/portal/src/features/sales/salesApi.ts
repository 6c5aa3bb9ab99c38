import type { salesApi as contract } from '@platform/contracts/sales';
import { salesRoutes } from '@platform/contracts/sales/routes';
import { fromContract, platformApi, routesOf } from '../../shared/api/api';

const routes = routesOf<typeof contract>(salesRoutes);
const api = platformApi.enhanceEndpoints({ addTagTypes: ['SalesCode', 'SalesTeam'] });

/** Sales management: my code and who it brought, my team and its figures. Joining and creating are silent: the page shows the refusal. */
export const salesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMySalesCode: build.query({ ...fromContract(routes.getMySalesCode), providesTags: ['SalesCode'] }),
    salesReferralPage: build.query({
      ...fromContract(routes.salesReferralPage),
      providesTags: ['SalesCode'],
    }),
    salesTeamMine: build.query({ ...fromContract(routes.salesTeamMine), providesTags: ['SalesTeam'] }),
    salesTeamCreate: build.mutation({
      ...fromContract(routes.salesTeamCreate, { silent: true }),
      invalidatesTags: ['SalesTeam'],
    }),
    joiningTheSalesTeam: build.mutation({
      ...fromContract(routes.joiningTheSalesTeam, { silent: true }),
      invalidatesTags: ['SalesTeam'],
    }),
    salesTeamDetail: build.query({ ...fromContract(routes.salesTeamDetail), providesTags: ['SalesTeam'] }),
  }),
});

export const {
  useGetMySalesCodeQuery,
  useSalesReferralPageQuery,
  useSalesTeamMineQuery,
  useSalesTeamCreateMutation,
  useJoiningTheSalesTeamMutation,
  useSalesTeamDetailQuery,
} = salesApi;
