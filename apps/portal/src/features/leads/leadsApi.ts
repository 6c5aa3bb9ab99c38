import type { bigdataApi } from '@platform/contracts/bigdata';
import { bigdataRoutes } from '@platform/contracts/bigdata/routes';
// The leads contract has no sub-path entry of its own (package.json exports): its zod-free route
// table comes from the root entry, which the bundler tree-shakes (sideEffects: false).
import { leadsRoutes, type leadsApi as contract } from '@platform/contracts';
import { fromContract, platformApi, routesOf, type In, type Out } from '../../shared/api/api';

const routes = routesOf<typeof contract>(leadsRoutes);
const bigdata = routesOf<typeof bigdataApi>(bigdataRoutes);
const api = platformApi.enhanceEndpoints({ addTagTypes: ['LeadLists', 'Leads', 'FollowUps'] });

/** The route table, for the export (a file, fetched outside RTK Query). */
export const leadsRoutesTable = routes;

/**
 * The 精准拓客 workspace's calls, from the leads contract. Lists, leads and follow-ups are tagged so
 * that every change refreshes what shows it (list counts, the table, the dashboard, the badge).
 */
export const leadsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The profile's industry and chain pickers (the discover filter's conditions). */
    leadConditions: build.query(fromContract(bigdata.searchConditions)),
    /** Company names as typed, for the look-alike samples. */
    profileCount: build.query(fromContract(routes.profileCount)),
    profileSearch: build.query(fromContract(routes.profileSearch)),
    lookAlike: build.query(fromContract(routes.lookAlike)),
    members: build.query(fromContract(routes.members)),
    listPage: build.query({ ...fromContract(routes.listPage), providesTags: ['LeadLists'] }),
    listDetail: build.query({ ...fromContract(routes.listDetail), providesTags: ['LeadLists'] }),
    listCreate: build.mutation({ ...fromContract(routes.listCreate), invalidatesTags: ['LeadLists'] }),
    listRename: build.mutation({ ...fromContract(routes.listRename), invalidatesTags: ['LeadLists'] }),
    listRemove: build.mutation({
      ...fromContract(routes.listRemove),
      invalidatesTags: ['LeadLists', 'Leads'],
    }),
    listShare: build.mutation({ ...fromContract(routes.listShare), invalidatesTags: ['LeadLists'] }),
    leadPage: build.query({ ...fromContract(routes.leadPage), providesTags: ['Leads'] }),
    leadDue: build.query({ ...fromContract(routes.leadDue), providesTags: ['Leads'] }),
    leadAssign: build.mutation({
      ...fromContract(routes.leadAssign),
      invalidatesTags: ['Leads', 'LeadLists'],
    }),
    leadStatus: build.mutation({
      ...fromContract(routes.leadStatus),
      invalidatesTags: ['Leads', 'LeadLists'],
    }),
    leadProducts: build.mutation({ ...fromContract(routes.leadProducts), invalidatesTags: ['Leads'] }),
    followUpList: build.query({ ...fromContract(routes.followUpList), providesTags: ['FollowUps'] }),
    /** The open business cards of the lead's company, masked by the server (the drawer says when it fails). */
    leadCards: build.query(fromContract(routes.leadCards, { silent: true })),
    followUpAdd: build.mutation({
      ...fromContract(routes.followUpAdd),
      invalidatesTags: ['FollowUps', 'Leads'],
    }),
    dashboard: build.query({ ...fromContract(routes.dashboard), providesTags: ['Leads', 'LeadLists'] }),
  }),
});

export const {
  useLeadConditionsQuery,
  useProfileCountQuery,
  useProfileSearchQuery,
  useLookAlikeQuery,
  useMembersQuery,
  useListPageQuery,
  useListDetailQuery,
  useListCreateMutation,
  useListRenameMutation,
  useListRemoveMutation,
  useListShareMutation,
  useLeadPageQuery,
  useLeadDueQuery,
  useLeadAssignMutation,
  useLeadStatusMutation,
  useLeadProductsMutation,
  useFollowUpListQuery,
  useFollowUpAddMutation,
  useLeadCardsQuery,
  useDashboardQuery,
} = leadsApi;

export type ProfileInput = In<typeof routes.profileCount>['profile'];
export type LeadCandidate = Out<typeof routes.profileSearch>['records'][number];
export type LeadMember = Out<typeof routes.members>[number];
export type LeadList = Out<typeof routes.listDetail>;
export type Lead = Out<typeof routes.leadPage>['records'][number];
export type LeadStatus = Lead['status'];
export type LeadProductTag = Lead['productTags'][number];
export type FollowUpKind = Out<typeof routes.followUpList>[number]['kind'];
export type LeadCard = Out<typeof routes.leadCards>[number];
export type AssignInput = In<typeof routes.leadAssign>;
export type ListShareInput = In<typeof routes.listShare>;
export type LeadReason = LeadCandidate['reasons'][number];
export type LeadsDashboard = Out<typeof routes.dashboard>;
