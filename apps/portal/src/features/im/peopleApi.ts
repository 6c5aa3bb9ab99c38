import type { friendsApi } from '@platform/contracts/im/friends';
import { friendsRoutes } from '@platform/contracts/im/friends-routes';
import type { vcardApi } from '@platform/contracts/vcard';
import { vcardRoutes } from '@platform/contracts/vcard/routes';
import { fromContract, platformApi, routesOf, type Out } from '../../shared/api/api';

const people = routesOf<typeof friendsApi>(friendsRoutes);
const vcard = routesOf<typeof vcardApi>(vcardRoutes);

export type FriendApplications = Out<typeof people.selectFriendApply>;

const api = platformApi.enhanceEndpoints({
  addTagTypes: ['ImFriends', 'ImApplications', 'CardFolder', 'Counts', 'Cards'],
});

/** Friends, applications, colleagues and the card folder as the chat shows them. */
export const imPeopleApi = api.injectEndpoints({
  endpoints: (build) => ({
    me: build.query(fromContract(people.selectImUserInfo, { silent: true })),
    recordImUse: build.mutation(fromContract(people.recordImUse, { silent: true })),
    friends: build.query({ ...fromContract(people.getFriends), providesTags: ['ImFriends'] }),
    applications: build.query({
      ...fromContract(people.selectFriendApply),
      providesTags: ['ImApplications'],
    }),
    acceptApplication: build.mutation({
      ...fromContract(people.acceptFriendApply),
      invalidatesTags: ['ImApplications', 'ImFriends', 'CardFolder', 'Counts'],
    }),
    deleteApplications: build.mutation({
      ...fromContract(people.deleteApplyRecords),
      invalidatesTags: ['ImApplications'],
    }),
    deleteFriend: build.mutation({
      ...fromContract(people.deleteFriends),
      invalidatesTags: ['ImFriends', 'Counts'],
    }),
    setRemark: build.mutation({ ...fromContract(people.setFriendRemark), invalidatesTags: ['ImFriends'] }),
    relationStatus: build.query(fromContract(people.getUserColleagueOrFriendStatus)),
    searchPeople: build.query(fromContract(people.searchPerson)),
    myOrgs: build.query(fromContract(people.getMyOrgListAndCollByUserId)),
    orgPeople: build.query(fromContract(people.getUserListByOrgId)),
    colleagues: build.query(fromContract(people.searchColleaguesUnderMyOrgs)),
    forwardPeople: build.query(fromContract(people.searchForwardTargets)),
    /** The signed-in user's own cards that may be sent in a chat. */
    myCards: build.query({ ...fromContract(vcard.getMyValidCardBasicInfoList), providesTags: ['Cards'] }),
    cardFolder: build.query({ ...fromContract(people.getVcardListInMyHolder), providesTags: ['CardFolder'] }),
  }),
});

export const {
  useMeQuery,
  useRecordImUseMutation,
  useFriendsQuery,
  useApplicationsQuery,
  useAcceptApplicationMutation,
  useDeleteApplicationsMutation,
  useDeleteFriendMutation,
  useSetRemarkMutation,
  useRelationStatusQuery,
  useLazySearchPeopleQuery,
  useMyOrgsQuery,
  useOrgPeopleQuery,
  useLazyColleaguesQuery,
  useLazyForwardPeopleQuery,
  useForwardPeopleQuery,
  useCardFolderQuery,
  useMyCardsQuery,
} = imPeopleApi;
