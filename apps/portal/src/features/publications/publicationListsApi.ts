import type { publicationApi } from '@platform/contracts/content';
import { publicationRoutes } from '@platform/contracts/content/publications-routes';
import { fromContract, routesOf } from '../../shared/api/api';
import { publicationsApi } from './publicationsApi';

const publications = routesOf<typeof publicationApi>(publicationRoutes);

const api = publicationsApi.enhanceEndpoints({ addTagTypes: ['MyPublications', 'SectionPublications'] });
const changed = ['MyPublications', 'SectionPublications', 'Publication'] as const;

/** The caller's own publications (with the counts by state) and a section's published ones. */
export const publicationListsApi = api.injectEndpoints({
  endpoints: (build) => ({
    myPublicationPage: build.query({
      ...fromContract(publications.myPage),
      providesTags: ['MyPublications'],
    }),
    myPublicationCounts: build.query({
      ...fromContract(publications.myCounts),
      providesTags: ['MyPublications'],
    }),
    publicationPage: build.query({
      ...fromContract(publications.page),
      providesTags: ['SectionPublications'],
    }),
    publicationPublish: build.mutation({
      ...fromContract(publications.publish),
      invalidatesTags: [...changed],
    }),
    publicationWithdraw: build.mutation({
      ...fromContract(publications.withdraw),
      invalidatesTags: [...changed],
    }),
    publicationRemove: build.mutation({
      ...fromContract(publications.remove),
      invalidatesTags: [...changed],
    }),
  }),
});

export const {
  useMyPublicationPageQuery,
  useMyPublicationCountsQuery,
  useLazyPublicationPageQuery,
  usePublicationPublishMutation,
  usePublicationWithdrawMutation,
  usePublicationRemoveMutation,
} = publicationListsApi;
