import type { publicationApi } from '@platform/contracts/content';
import { publicationRoutes } from '@platform/contracts/content/publications-routes';
import { fromContract, routesOf } from '../../shared/api/api';
import { publicationsApi } from './publicationsApi';

const publications = routesOf<typeof publicationApi>(publicationRoutes);

/**
 * The author's calls of the edit page. Silent: the page shows a failure itself (the autosave
 * status, the publish errors by field), where a toast every two seconds would only be noise. The
 * purchase prompt (111111) still opens.
 */
export const publicationEditApi = publicationsApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The publication to edit: the reader's detail call, untagged so that an autosave does not
     * fetch it again under the editor (the readers' cached copy is the one invalidated).
     */
    publicationToEdit: build.query(fromContract(publications.detail)),
    publicationSave: build.mutation(fromContract(publications.save, { silent: true })),
    publicationUpdate: build.mutation({
      ...fromContract(publications.update, { silent: true }),
      invalidatesTags: ['Publication'],
    }),
    publicationPublish: build.mutation({
      ...fromContract(publications.publish, { silent: true }),
      invalidatesTags: ['Publication'],
    }),
  }),
});

export const {
  usePublicationToEditQuery,
  usePublicationSaveMutation,
  usePublicationUpdateMutation,
  usePublicationPublishMutation,
} = publicationEditApi;
