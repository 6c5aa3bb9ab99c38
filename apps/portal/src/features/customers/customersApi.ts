// The customers contract has no sub-path entry of its own (package.json exports): its zod-free route
// table comes from the root entry, which the bundler tree-shakes (sideEffects: false).
import {
  customersRoutes,
  type CustomerViewState,
  type DealViewState,
  type SavedViewTable,
  type customersApi as contract,
} from '@platform/contracts';
import { fromContract, platformApi, routesOf, type In, type Out } from '../../shared/api/api';

const routes = routesOf<typeof contract>(customersRoutes);
const api = platformApi.enhanceEndpoints({
  addTagTypes: ['Customers', 'Deals', 'Stages', 'Activities', 'Tasks', 'Leads', 'LeadLists', 'SavedViews'],
});

/** The route table, for the import and the export (files, fetched outside RTK Query). */
export const customersRoutesTable = routes;

/**
 * The 客户管理 workspace's calls, from the customers contract. Endpoint names carry `crm` so they do
 * not meet other features' (members, dashboard, customerDetail). Customers, deals, stages, the
 * timeline and tasks are tagged so that every change refreshes what shows it.
 */
export const customersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Company names as typed, for the new customer dialog. */
    crmMembers: build.query(fromContract(routes.members)),
    crmCustomerPage: build.query({ ...fromContract(routes.customerPage), providesTags: ['Customers'] }),
    crmCustomerDetail: build.query({ ...fromContract(routes.customerDetail), providesTags: ['Customers'] }),
    crmCustomerCreate: build.mutation({
      ...fromContract(routes.customerCreate),
      invalidatesTags: ['Customers', 'Activities'],
    }),
    crmCustomerUpdate: build.mutation({
      ...fromContract(routes.customerUpdate),
      invalidatesTags: ['Customers'],
    }),
    crmCustomerRemove: build.mutation({
      ...fromContract(routes.customerRemove),
      invalidatesTags: ['Customers', 'Deals', 'Tasks', 'Activities'],
    }),
    crmCustomerAssign: build.mutation({
      ...fromContract(routes.customerAssign),
      invalidatesTags: ['Customers', 'Activities'],
    }),
    crmCustomerTransfer: build.mutation({
      ...fromContract(routes.customerTransfer),
      invalidatesTags: ['Customers', 'Deals', 'Tasks', 'Activities'],
    }),
    /** 精准拓客's 转为客户: the leads turn converted, so the leads feature's tags refresh too. */
    crmCustomerFromLeads: build.mutation({
      ...fromContract(routes.customerFromLeads),
      invalidatesTags: ['Customers', 'Leads', 'LeadLists'],
    }),
    crmContactAdd: build.mutation({ ...fromContract(routes.contactAdd), invalidatesTags: ['Customers'] }),
    crmContactRemove: build.mutation({
      ...fromContract(routes.contactRemove),
      invalidatesTags: ['Customers'],
    }),
    /** The open business cards of the customer's company, masked by the server (the drawer says when it fails). */
    crmCustomerCards: build.query({
      ...fromContract(routes.customerCards, { silent: true }),
      providesTags: ['Customers'],
    }),
    crmContactFromCard: build.mutation({
      ...fromContract(routes.contactFromCard),
      invalidatesTags: ['Customers'],
    }),
    crmContactLink: build.mutation({ ...fromContract(routes.contactLink), invalidatesTags: ['Customers'] }),
    crmStageList: build.query({ ...fromContract(routes.stageList), providesTags: ['Stages'] }),
    crmStageSave: build.mutation({
      ...fromContract(routes.stageSave),
      invalidatesTags: ['Stages', 'Deals'],
    }),
    crmDealPage: build.query({ ...fromContract(routes.dealPage), providesTags: ['Deals'] }),
    crmDealBoard: build.query({ ...fromContract(routes.dealBoard), providesTags: ['Deals', 'Stages'] }),
    crmDealCreate: build.mutation({
      ...fromContract(routes.dealCreate),
      invalidatesTags: ['Deals', 'Customers', 'Activities'],
    }),
    crmDealUpdate: build.mutation({
      ...fromContract(routes.dealUpdate),
      invalidatesTags: ['Deals', 'Customers'],
    }),
    /** The board moves the card itself; a refusal puts it back, so only a success refreshes. */
    crmDealMove: build.mutation({
      ...fromContract(routes.dealMove),
      invalidatesTags: (result) => (result ? ['Deals', 'Customers', 'Activities'] : []),
    }),
    crmDealRemove: build.mutation({
      ...fromContract(routes.dealRemove),
      invalidatesTags: ['Deals', 'Customers'],
    }),
    crmActivityList: build.query({ ...fromContract(routes.activityList), providesTags: ['Activities'] }),
    crmActivityAdd: build.mutation({
      ...fromContract(routes.activityAdd),
      invalidatesTags: ['Activities', 'Customers'],
    }),
    crmTaskPage: build.query({ ...fromContract(routes.taskPage), providesTags: ['Tasks'] }),
    crmTaskAdd: build.mutation({ ...fromContract(routes.taskAdd), invalidatesTags: ['Tasks'] }),
    crmTaskDone: build.mutation({
      ...fromContract(routes.taskDone),
      invalidatesTags: ['Tasks', 'Activities'],
    }),
    crmTaskDue: build.query({ ...fromContract(routes.taskDue), providesTags: ['Tasks'] }),
    crmDashboard: build.query({
      ...fromContract(routes.dashboard),
      providesTags: ['Customers', 'Deals', 'Activities', 'Tasks'],
    }),
    /** Saved views of a table (SavedViews.tsx): the caller's own, then the organisation's shared ones. */
    crmViewList: build.query({ ...fromContract(routes.viewList), providesTags: ['SavedViews'] }),
    crmViewCreate: build.mutation({ ...fromContract(routes.viewCreate), invalidatesTags: ['SavedViews'] }),
    crmViewUpdate: build.mutation({ ...fromContract(routes.viewUpdate), invalidatesTags: ['SavedViews'] }),
    crmViewRemove: build.mutation({ ...fromContract(routes.viewRemove), invalidatesTags: ['SavedViews'] }),
  }),
});

export const {
  useCrmMembersQuery,
  useCrmCustomerPageQuery,
  useCrmCustomerDetailQuery,
  useCrmCustomerCreateMutation,
  useCrmCustomerUpdateMutation,
  useCrmCustomerRemoveMutation,
  useCrmCustomerAssignMutation,
  useCrmCustomerTransferMutation,
  useCrmCustomerFromLeadsMutation,
  useCrmContactAddMutation,
  useCrmContactRemoveMutation,
  useCrmCustomerCardsQuery,
  useCrmContactFromCardMutation,
  useCrmContactLinkMutation,
  useCrmStageListQuery,
  useCrmStageSaveMutation,
  useCrmDealPageQuery,
  useCrmDealBoardQuery,
  useCrmDealCreateMutation,
  useCrmDealUpdateMutation,
  useCrmDealMoveMutation,
  useCrmDealRemoveMutation,
  useCrmActivityListQuery,
  useCrmActivityAddMutation,
  useCrmTaskPageQuery,
  useCrmTaskAddMutation,
  useCrmTaskDoneMutation,
  useCrmTaskDueQuery,
  useCrmDashboardQuery,
  useCrmViewListQuery,
  useCrmViewCreateMutation,
  useCrmViewUpdateMutation,
  useCrmViewRemoveMutation,
} = customersApi;

export type CrmMember = Out<typeof routes.members>[number];
export type Customer = Out<typeof routes.customerPage>['records'][number];
export type CustomerDetail = Out<typeof routes.customerDetail>;
export type Contact = CustomerDetail['contacts'][number];
export type CustomerCard = Out<typeof routes.customerCards>[number];
export type CustomerPageInput = Exclude<In<typeof routes.customerPage>, void>;
export type CustomerCreateInput = In<typeof routes.customerCreate>;
export type CustomerSource = Customer['source'];
export type DealStage = Out<typeof routes.stageList>[number];
export type StageKind = DealStage['kind'];
export type StageSaveInput = In<typeof routes.stageSave>;
export type Deal = Out<typeof routes.dealPage>['records'][number];
export type DealState = Deal['state'];
export type DealPageInput = Exclude<In<typeof routes.dealPage>, void>;
export type Activity = Out<typeof routes.activityList>[number];
export type ActivityKind = In<typeof routes.activityAdd>['kind'];
export type Task = Out<typeof routes.taskPage>['records'][number];
export type ImportResult = Out<typeof routes.customerImport>;
export type CustomersDashboard = Out<typeof routes.dashboard>;
export type SavedView = Out<typeof routes.viewList>[number];
export type { CustomerViewState, DealViewState, SavedViewTable };
