import type { bigdataApi, entdataApi } from '@platform/contracts/bigdata';
import { bigdataRoutes, entdataRoutes } from '@platform/contracts/bigdata/routes';
import type { attentionUserApi, imHelperApi, vcardApi } from '@platform/contracts/vcard';
import { attentionUserRoutes, imHelperRoutes, vcardRoutes } from '@platform/contracts/vcard/routes';
import { fromContract, platformApi, routesOf } from '../../shared/api/api';

const vcard = routesOf<typeof vcardApi>(vcardRoutes);
const people = routesOf<typeof attentionUserApi>(attentionUserRoutes);
const im = routesOf<typeof imHelperApi>(imHelperRoutes);
const entdata = routesOf<typeof entdataApi>(entdataRoutes);
const bigdata = routesOf<typeof bigdataApi>(bigdataRoutes);

const api = platformApi.enhanceEndpoints({
  addTagTypes: ['Cards', 'CardDetail', 'CardFolder', 'PeopleFollows', 'Counts'],
});

/**
 * Business cards, the card folder, followed people and the chat helper, each built from its
 * contract route. Writes invalidate the lists they change (and the top-bar counts).
 */
export const cardsApi = api.injectEndpoints({
  endpoints: (build) => ({
    myCards: build.query({ ...fromContract(vcard.getMyValidCardBasicInfoList), providesTags: ['Cards'] }),
    visibleCards: build.query({
      ...fromContract(vcard.getVisibleCardBasicInfoList),
      providesTags: ['Cards'],
    }),
    cardDetail: build.query({
      ...fromContract(vcard.getVcardDetailById),
      providesTags: ['CardDetail', 'PeopleFollows', 'CardFolder'],
    }),
    defaultCardDetail: build.query({
      ...fromContract(vcard.getDefElecCardDetailByUserId),
      providesTags: ['CardDetail', 'PeopleFollows', 'CardFolder'],
    }),
    defaultCardBasic: build.query({
      ...fromContract(vcard.getDefElecCardBasicByUserId),
      providesTags: ['CardDetail', 'PeopleFollows', 'CardFolder'],
    }),
    colleagueCard: build.query(fromContract(vcard.getColleagueVcardInfo)),
    orgCards: build.query(fromContract(vcard.getUserVcardListUnderOrg)),
    myOrgs: build.query({ ...fromContract(vcard.getMyOrgListByUserId), providesTags: ['Cards'] }),
    myOrgCount: build.query({ ...fromContract(vcard.getMyOrgCountByUserId), providesTags: ['Cards'] }),
    saveCard: build.mutation({ ...fromContract(vcard.saveVcard), invalidatesTags: ['Cards', 'Counts'] }),
    updateCard: build.mutation({
      ...fromContract(vcard.updateVcard),
      invalidatesTags: ['Cards', 'CardDetail'],
    }),
    sortCards: build.mutation({ ...fromContract(vcard.saveSortingResults), invalidatesTags: ['Cards'] }),
    removeCard: build.mutation({ ...fromContract(vcard.remove), invalidatesTags: ['Cards', 'CardDetail'] }),
    setDefaultCard: build.mutation({
      ...fromContract(vcard.setDefault),
      invalidatesTags: ['Cards', 'CardDetail'],
    }),
    setCardPrivacy: build.mutation({
      ...fromContract(vcard.setCardPrivacy),
      invalidatesTags: ['Cards', 'CardDetail'],
    }),
    // Spec 2 §7: failures of the reminder lookup and of its dismiss are silent.
    cardUpdateTags: build.query({
      ...fromContract(vcard.getCardUpdateTags, { silent: true }),
      providesTags: ['CardDetail'],
    }),
    dismissCardUpdate: build.mutation({
      ...fromContract(vcard.modifyVcardSynctime, { silent: true }),
      invalidatesTags: ['CardDetail'],
    }),
    addCardUpdateTags: build.mutation({
      ...fromContract(vcard.addCardUpdateTags),
      invalidatesTags: ['CardDetail'],
    }),
    relatedDynamicPage: build.query(fromContract(vcard.relatedDynamicPage)),
    forwardPayload: build.query(fromContract(vcard.forwardPayload)),
    receivedCardCount: build.query({
      ...fromContract(vcard.receivedCardCount),
      providesTags: ['CardFolder'],
    }),
    folderPage: build.query({ ...fromContract(vcard.folderPage), providesTags: ['CardFolder'] }),
    saveToFolder: build.mutation({
      ...fromContract(vcard.saveVcardsToMyFolder),
      invalidatesTags: ['CardFolder', 'Counts'],
    }),
    removeFromFolder: build.mutation({
      ...fromContract(vcard.folderRemove),
      invalidatesTags: ['CardFolder', 'Counts'],
    }),

    followPerson: build.mutation({
      ...fromContract(people.attentionUserSave),
      invalidatesTags: ['PeopleFollows', 'Counts'],
    }),
    cancelFollowPerson: build.mutation({
      ...fromContract(people.attentionUserCancel),
      invalidatesTags: ['PeopleFollows', 'Counts'],
    }),
    removeFollowedPeople: build.mutation({
      ...fromContract(people.attentionUserRemove),
      invalidatesTags: ['PeopleFollows', 'Counts'],
    }),
    followedPeople: build.query({
      ...fromContract(people.attentionUserPage),
      providesTags: ['PeopleFollows'],
    }),
    fans: build.query({ ...fromContract(people.fansPage), providesTags: ['PeopleFollows'] }),

    relationship: build.query({
      ...fromContract(im.selectUserRelationship),
      providesTags: ['PeopleFollows'],
    }),
    sendFriendApply: build.mutation(fromContract(im.sendBusinessCard)),

    // The card editor's linked enterprise: suggestions, then the company's tags, scope and listing.
    cardEntSuggest: build.query(fromContract(entdata.entAssoListByKeywords, { silent: true })),
    cardEntDetail: build.query(fromContract(bigdata.entDetail, { silent: true })),
    // The stock module's day quote (spec 2 §4: only for stock companies).
    cardStockDay: build.query(fromContract(bigdata.companyStockDay, { silent: true })),
  }),
});

export const {
  useMyCardsQuery,
  useVisibleCardsQuery,
  useCardDetailQuery,
  useDefaultCardDetailQuery,
  useDefaultCardBasicQuery,
  useColleagueCardQuery,
  useOrgCardsQuery,
  useMyOrgsQuery,
  useMyOrgCountQuery,
  useSaveCardMutation,
  useUpdateCardMutation,
  useSortCardsMutation,
  useRemoveCardMutation,
  useSetDefaultCardMutation,
  useSetCardPrivacyMutation,
  useCardUpdateTagsQuery,
  useDismissCardUpdateMutation,
  useAddCardUpdateTagsMutation,
  useRelatedDynamicPageQuery,
  useLazyRelatedDynamicPageQuery,
  useLazyForwardPayloadQuery,
  useReceivedCardCountQuery,
  useFolderPageQuery,
  useSaveToFolderMutation,
  useRemoveFromFolderMutation,
  useFollowPersonMutation,
  useCancelFollowPersonMutation,
  useRemoveFollowedPeopleMutation,
  useFollowedPeopleQuery,
  useFansQuery,
  useRelationshipQuery,
  useSendFriendApplyMutation,
  useCardEntSuggestQuery,
  useLazyCardEntDetailQuery,
  useCardStockDayQuery,
} = cardsApi;
