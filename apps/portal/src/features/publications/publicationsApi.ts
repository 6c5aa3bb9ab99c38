import type { interactionsApi, publicationApi } from '@platform/contracts/content';
import { interactionRoutes } from '@platform/contracts/content/interactions-routes';
import { publicationRoutes } from '@platform/contracts/content/publications-routes';
import { fromContract, platformApi, routesOf } from '../../shared/api/api';

const publications = routesOf<typeof publicationApi>(publicationRoutes);
const interactions = routesOf<typeof interactionsApi>(interactionRoutes);

const api = platformApi.enhanceEndpoints({
  addTagTypes: ['Publication', 'ReaderStates', 'Comments', 'Collections', 'Likes'],
});

/** One publication as a reader sees it: the publication, the reader's likes and collection, comments. */
export const publicationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    publicationDetail: build.query({ ...fromContract(publications.detail), providesTags: ['Publication'] }),
    readerStates: build.query({ ...fromContract(interactions.readerStates), providesTags: ['ReaderStates'] }),
    likeSave: build.mutation({
      ...fromContract(interactions.likeSave),
      invalidatesTags: ['ReaderStates', 'Likes'],
    }),
    likeCancel: build.mutation({
      ...fromContract(interactions.likeCancel),
      invalidatesTags: ['ReaderStates', 'Likes'],
    }),
    collectSave: build.mutation({
      ...fromContract(interactions.collectPublishSave),
      invalidatesTags: ['ReaderStates', 'Collections'],
    }),
    collectCancel: build.mutation({
      ...fromContract(interactions.collectPublishCancel),
      invalidatesTags: ['ReaderStates', 'Collections'],
    }),
    commentPage: build.query({ ...fromContract(interactions.commentPage), providesTags: ['Comments'] }),
    commentAdd: build.mutation({ ...fromContract(interactions.commentAdd), invalidatesTags: ['Comments'] }),
    commentRemove: build.mutation({
      ...fromContract(interactions.commentRemove),
      invalidatesTags: ['Comments'],
    }),
  }),
});

export const {
  usePublicationDetailQuery,
  useReaderStatesQuery,
  useLikeSaveMutation,
  useLikeCancelMutation,
  useCollectSaveMutation,
  useCollectCancelMutation,
  useCommentPageQuery,
  useCommentAddMutation,
  useCommentRemoveMutation,
} = publicationsApi;
