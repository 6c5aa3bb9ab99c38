import type { chatApi as chatContract, groupChatApi } from '@platform/contracts/im/chat';
import { chatRoutes, groupRoutes } from '@platform/contracts/im/chat-routes';
import { fromContract, platformApi, routesOf } from '../../shared/api/api';

const chat = routesOf<typeof chatContract>(chatRoutes);
const groups = routesOf<typeof groupChatApi>(groupRoutes);

const api = platformApi.enhanceEndpoints({ addTagTypes: ['ImConversations', 'ImGroups', 'ImGroupMembers'] });

/**
 * Conversations, groups and the chat helpers, each from its contract route. Live messages patch
 * the conversation list in place (useLiveConversations); writes invalidate what they change.
 */
export const imChatApi = api.injectEndpoints({
  endpoints: (build) => ({
    conversations: build.query({ ...fromContract(chat.conversationList), providesTags: ['ImConversations'] }),
    markRead: build.mutation(fromContract(chat.markRead, { silent: true })),
    deleteConversation: build.mutation({
      ...fromContract(chat.deleteConversation),
      invalidatesTags: ['ImConversations'],
    }),
    sdkAppId: build.query(fromContract(chat.getSdkAppId, { silent: true })),
    forwardGroups: build.query(fromContract(chat.forwardGroups)),
    groups: build.query({ ...fromContract(groups.selectGroups), providesTags: ['ImGroups'] }),
    groupDetail: build.query({ ...fromContract(groups.loadGroups), providesTags: ['ImGroups'] }),
    groupMembers: build.query({
      ...fromContract(groups.selectGroupMembers),
      providesTags: ['ImGroupMembers'],
    }),
    createGroup: build.mutation({
      ...fromContract(groups.createGeneralGroupChat),
      invalidatesTags: ['ImGroups', 'ImConversations'],
    }),
    inviteMembers: build.mutation({
      ...fromContract(groups.inviteFriendsAndColleague),
      invalidatesTags: ['ImGroupMembers', 'ImGroups'],
    }),
    kickMembers: build.mutation({
      ...fromContract(groups.deleteGroupMember),
      invalidatesTags: ['ImGroupMembers', 'ImGroups'],
    }),
    quitGroup: build.mutation({
      ...fromContract(groups.quitGroup),
      invalidatesTags: ['ImGroups', 'ImConversations', 'ImGroupMembers'],
    }),
    dissolveGroup: build.mutation({
      ...fromContract(groups.ungroup),
      invalidatesTags: ['ImGroups', 'ImConversations'],
    }),
    changeOwner: build.mutation({
      ...fromContract(groups.changeGroupOwner),
      invalidatesTags: ['ImGroups', 'ImGroupMembers'],
    }),
    renameGroup: build.mutation({
      ...fromContract(groups.modifyGroupBase),
      invalidatesTags: ['ImGroups', 'ImConversations'],
    }),
    setNickname: build.mutation({
      ...fromContract(groups.modifyGroupNickname),
      invalidatesTags: ['ImGroupMembers', 'ImGroups'],
    }),
    syncOrgGroup: build.mutation({
      ...fromContract(groups.syncGroupBuilding, { silent: true }),
      invalidatesTags: ['ImGroups'],
    }),
  }),
});

export const {
  useConversationsQuery,
  useMarkReadMutation,
  useDeleteConversationMutation,
  useSdkAppIdQuery,
  useLazyForwardGroupsQuery,
  useGroupsQuery,
  useGroupDetailQuery,
  useGroupMembersQuery,
  useCreateGroupMutation,
  useInviteMembersMutation,
  useKickMembersMutation,
  useQuitGroupMutation,
  useDissolveGroupMutation,
  useChangeOwnerMutation,
  useRenameGroupMutation,
  useSetNicknameMutation,
  useSyncOrgGroupMutation,
} = imChatApi;
