import type { orgCentreApi as contract } from '@platform/contracts/org-centre';
import { orgCentreRoutes } from '@platform/contracts/org-centre/routes';
import { fromContract, platformApi, routesOf } from '../../shared/api/api';
import { appActions } from '../../shared/session/appSlice';

const routes = routesOf<typeof contract>(orgCentreRoutes);
const TAGS = [
  'OrgMe',
  'OrgDepts',
  'OrgPosts',
  'OrgRoles',
  'OrgStaff',
  'OrgInvites',
  'OrgJoins',
  'OrgSeats',
  'OrgBook',
  'OrgAccount',
] as const;
const api = platformApi.enhanceEndpoints({ addTagTypes: [...TAGS] });

/** Everything a change to a member touches: lists, counts, seats, the address book, the caller. */
const PEOPLE = ['OrgStaff', 'OrgDepts', 'OrgPosts', 'OrgRoles', 'OrgSeats', 'OrgBook', 'OrgMe'] as const;

/**
 * The organisation centre (issue 29 items 1–3). Every change is silent: its page shows the server's
 * refusal (in the caller's language) as a toast, or beside the form it came from (useAction,
 * useRefusal). orgMe is silent too (an older server has no such call) and sets the session's isAdmin.
 */
export const orgCentreApi = api.injectEndpoints({
  endpoints: (build) => ({
    orgMe: build.query({
      ...fromContract(routes.orgMe, { silent: true }),
      providesTags: ['OrgMe'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (data) dispatch(appActions.isAdminSet(data.isAdmin));
        } catch {
          // No standing: the flag from the user info stays.
        }
      },
    }),

    deptList: build.query({ ...fromContract(routes.deptList), providesTags: ['OrgDepts'] }),
    deptSave: build.mutation({
      ...fromContract(routes.deptSave, { silent: true }),
      invalidatesTags: ['OrgDepts', 'OrgStaff', 'OrgBook'],
    }),
    deptMove: build.mutation({
      ...fromContract(routes.deptMove, { silent: true }),
      invalidatesTags: ['OrgDepts'],
    }),
    deptRemove: build.mutation({
      ...fromContract(routes.deptRemove, { silent: true }),
      invalidatesTags: ['OrgDepts'],
    }),

    postList: build.query({ ...fromContract(routes.postList), providesTags: ['OrgPosts'] }),
    postSave: build.mutation({
      ...fromContract(routes.postSave, { silent: true }),
      invalidatesTags: ['OrgPosts', 'OrgStaff', 'OrgBook'],
    }),
    postRemove: build.mutation({
      ...fromContract(routes.postRemove, { silent: true }),
      invalidatesTags: ['OrgPosts'],
    }),

    roleList: build.query({ ...fromContract(routes.roleList), providesTags: ['OrgRoles'] }),
    roleSave: build.mutation({
      ...fromContract(routes.roleSave, { silent: true }),
      invalidatesTags: ['OrgRoles', 'OrgStaff', 'OrgMe'],
    }),
    roleRemove: build.mutation({
      ...fromContract(routes.roleRemove, { silent: true }),
      invalidatesTags: ['OrgRoles'],
    }),

    staffPage: build.query({ ...fromContract(routes.staffPage), providesTags: ['OrgStaff'] }),
    staffUpdate: build.mutation({
      ...fromContract(routes.staffUpdate, { silent: true }),
      invalidatesTags: [...PEOPLE],
    }),
    staffStatus: build.mutation({
      ...fromContract(routes.staffStatus, { silent: true }),
      invalidatesTags: [...PEOPLE],
    }),
    staffRemove: build.mutation({
      ...fromContract(routes.staffRemove, { silent: true }),
      invalidatesTags: [...PEOPLE],
    }),
    adminTransfer: build.mutation({
      ...fromContract(routes.adminTransfer, { silent: true }),
      invalidatesTags: [...PEOPLE],
    }),

    inviteCreate: build.mutation({
      ...fromContract(routes.inviteCreate, { silent: true }),
      invalidatesTags: ['OrgInvites'],
    }),
    inviteList: build.query({ ...fromContract(routes.inviteList), providesTags: ['OrgInvites'] }),
    inviteRevoke: build.mutation({
      ...fromContract(routes.inviteRevoke, { silent: true }),
      invalidatesTags: ['OrgInvites'],
    }),
    joinPreview: build.query({ ...fromContract(routes.joinPreview, { silent: true }) }),
    joinApply: build.mutation({ ...fromContract(routes.joinApply, { silent: true }) }),
    joinList: build.query({ ...fromContract(routes.joinList), providesTags: ['OrgJoins'] }),
    joinDecide: build.mutation({
      ...fromContract(routes.joinDecide, { silent: true }),
      invalidatesTags: ['OrgJoins', 'OrgInvites', ...PEOPLE],
    }),

    addressBook: build.query({ ...fromContract(routes.addressBook), providesTags: ['OrgBook'] }),

    seatSummary: build.query({ ...fromContract(routes.seatSummary), providesTags: ['OrgSeats'] }),
    seatAssign: build.mutation({
      ...fromContract(routes.seatAssign, { silent: true }),
      invalidatesTags: ['OrgSeats', 'OrgStaff', 'OrgMe'],
    }),
    seatRelease: build.mutation({
      ...fromContract(routes.seatRelease, { silent: true }),
      invalidatesTags: ['OrgSeats', 'OrgStaff', 'OrgMe'],
    }),

    orgAccount: build.query({ ...fromContract(routes.orgAccount), providesTags: ['OrgAccount'] }),
    orgAccountSave: build.mutation({
      ...fromContract(routes.orgAccountSave, { silent: true }),
      invalidatesTags: ['OrgAccount'],
    }),
  }),
});

export const {
  useOrgMeQuery,
  useDeptListQuery,
  useDeptSaveMutation,
  useDeptMoveMutation,
  useDeptRemoveMutation,
  usePostListQuery,
  usePostSaveMutation,
  usePostRemoveMutation,
  useRoleListQuery,
  useRoleSaveMutation,
  useRoleRemoveMutation,
  useStaffPageQuery,
  useStaffUpdateMutation,
  useStaffStatusMutation,
  useStaffRemoveMutation,
  useAdminTransferMutation,
  useInviteCreateMutation,
  useInviteListQuery,
  useInviteRevokeMutation,
  useJoinPreviewQuery,
  useJoinApplyMutation,
  useJoinListQuery,
  useJoinDecideMutation,
  useAddressBookQuery,
  useSeatSummaryQuery,
  useSeatAssignMutation,
  useSeatReleaseMutation,
  useOrgAccountQuery,
  useOrgAccountSaveMutation,
} = orgCentreApi;
