// The association contract's zod-free route table comes from the root entry, which the bundler
// tree-shakes (sideEffects: false), like the customers feature's.
import { associationRoutes, type associationApi as contract } from '@platform/contracts';
import type { publicationApi } from '@platform/contracts/content';
import { publicationRoutes } from '@platform/contracts/content/publications-routes';
import { fromContract, platformApi, routesOf, type In, type Out } from '../../shared/api/api';

const routes = routesOf<typeof contract>(associationRoutes);
const publications = routesOf<typeof publicationApi>(publicationRoutes);
const api = platformApi.enhanceEndpoints({
  addTagTypes: [
    'AssocMembers',
    'AssocLevels',
    'AssocApplications',
    'AssocDues',
    'AssocSettings',
    'AssocPosts',
  ],
});

const ALL = ['AssocMembers', 'AssocLevels', 'AssocApplications', 'AssocDues', 'AssocSettings'] as const;

/**
 * The 会员管理 workspace's calls, from the association contract. Endpoint names carry `assoc` so
 * they do not meet other features'. Every change refreshes what shows it (the overview and the
 * statistics show everything).
 */
export const associationApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Company names as typed (add a member, apply). */
    assocOverview: build.query({ ...fromContract(routes.overview), providesTags: [...ALL] }),
    assocStats: build.query({ ...fromContract(routes.stats), providesTags: [...ALL] }),
    assocLevelList: build.query({
      ...fromContract(routes.levelList),
      providesTags: ['AssocLevels', 'AssocMembers'],
    }),
    assocLevelSave: build.mutation({ ...fromContract(routes.levelSave), invalidatesTags: ['AssocLevels'] }),
    assocMemberPage: build.query({
      ...fromContract(routes.memberPage),
      providesTags: ['AssocMembers', 'AssocLevels'],
    }),
    assocMemberAdd: build.mutation({ ...fromContract(routes.memberAdd), invalidatesTags: ['AssocMembers'] }),
    assocMemberUpdate: build.mutation({
      ...fromContract(routes.memberUpdate),
      invalidatesTags: ['AssocMembers'],
    }),
    assocMemberEnd: build.mutation({ ...fromContract(routes.memberEnd), invalidatesTags: ['AssocMembers'] }),
    assocDirectory: build.query({
      ...fromContract(routes.directory),
      providesTags: ['AssocMembers', 'AssocLevels'],
    }),
    assocApplicationPage: build.query({
      ...fromContract(routes.applicationPage),
      providesTags: ['AssocApplications'],
    }),
    assocApplicationApprove: build.mutation({
      ...fromContract(routes.applicationApprove),
      invalidatesTags: ['AssocApplications', 'AssocMembers'],
    }),
    assocApplicationReject: build.mutation({
      ...fromContract(routes.applicationReject),
      invalidatesTags: ['AssocApplications'],
    }),
    assocDuesPage: build.query({
      ...fromContract(routes.duesPage),
      providesTags: ['AssocDues', 'AssocMembers'],
    }),
    assocDuesCreate: build.mutation({ ...fromContract(routes.duesCreate), invalidatesTags: ['AssocDues'] }),
    assocDuesPaid: build.mutation({ ...fromContract(routes.duesPaid), invalidatesTags: ['AssocDues'] }),
    assocDuesRemind: build.mutation(fromContract(routes.duesRemind)),
    assocPostPage: build.query({ ...fromContract(routes.postPage), providesTags: ['AssocPosts'] }),
    assocPostSend: build.mutation({ ...fromContract(routes.postSend), invalidatesTags: ['AssocPosts'] }),
    /** The organisation's published articles or activities (content module), to send to the members. */
    assocOwnPublications: build.query(fromContract(publications.page)),
    assocSettings: build.query({ ...fromContract(routes.settings), providesTags: ['AssocSettings'] }),
    assocSettingsSave: build.mutation({
      ...fromContract(routes.settingsSave),
      invalidatesTags: ['AssocSettings'],
    }),
    assocApplyList: build.query({ ...fromContract(routes.applyList), providesTags: ['AssocSettings'] }),
    assocApplyAssociation: build.query(fromContract(routes.applyAssociation)),
    assocApply: build.mutation({
      ...fromContract(routes.apply),
      invalidatesTags: ['AssocApplications'],
    }),
    assocApplyMine: build.query({ ...fromContract(routes.applyMine), providesTags: ['AssocApplications'] }),
    assocApplyPosts: build.query(fromContract(routes.applyPosts)),
  }),
});

export const {
  useAssocOverviewQuery,
  useAssocStatsQuery,
  useAssocLevelListQuery,
  useAssocLevelSaveMutation,
  useAssocMemberPageQuery,
  useAssocMemberAddMutation,
  useAssocMemberUpdateMutation,
  useAssocMemberEndMutation,
  useAssocDirectoryQuery,
  useAssocApplicationPageQuery,
  useAssocApplicationApproveMutation,
  useAssocApplicationRejectMutation,
  useAssocDuesPageQuery,
  useAssocDuesCreateMutation,
  useAssocDuesPaidMutation,
  useAssocDuesRemindMutation,
  useAssocPostPageQuery,
  useAssocPostSendMutation,
  useAssocOwnPublicationsQuery,
  useAssocSettingsQuery,
  useAssocSettingsSaveMutation,
  useAssocApplyListQuery,
  useAssocApplyAssociationQuery,
  useAssocApplyMutation,
  useAssocApplyMineQuery,
  useAssocApplyPostsQuery,
} = associationApi;

export type AssocLevel = Out<typeof routes.levelList>[number];
export type AssocMember = Out<typeof routes.memberPage>['records'][number];
export type AssocDirectoryEntry = Out<typeof routes.directory>[number];
export type AssocApplication = Out<typeof routes.applicationPage>['records'][number];
export type AssocDues = Out<typeof routes.duesPage>['records'][number];
export type AssocStats = Out<typeof routes.stats>;
export type AssocDuesPageInput = Exclude<In<typeof routes.duesPage>, void>;
export type AssocMemberPageInput = Exclude<In<typeof routes.memberPage>, void>;
export type AssocListed = Out<typeof routes.applyList>[number];
export type AssocPost = Out<typeof routes.postPage>['records'][number];
