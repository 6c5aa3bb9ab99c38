import type { interactionsApi, publicationApi } from '@platform/contracts/content';
import { interactionRoutes } from '@platform/contracts/content/interactions-routes';
import { publicationRoutes } from '@platform/contracts/content/publications-routes';
import { fromContract, routesOf } from '../../shared/api/api';
import { publicationsApi } from './publicationsApi';

const publications = routesOf<typeof publicationApi>(publicationRoutes);
const interactions = routesOf<typeof interactionsApi>(interactionRoutes);

/**
 * A registration changes the activity's count, the reader's state and the caller's list. The open
 * detail is not refetched (each detail read counts a view): its count is set from the mutation's answer.
 */
const REGISTRATION_CHANGES = ['Activities', 'Registrations', 'ReaderStates'] as const;

/** Writes a registration's new count into every cached detail of that publication. */
async function patchDetailCount({
  dispatch,
  getState,
  queryFulfilled,
}: {
  dispatch: (action: ReturnType<typeof publicationsApi.util.updateQueryData>) => unknown;
  getState: () => unknown;
  queryFulfilled: Promise<{ data: { publicationId: string; registrationCount: number } }>;
}) {
  const { data } = await queryFulfilled.catch(() => ({ data: null }));
  if (!data) return;
  const state = getState() as Parameters<typeof publicationsApi.util.selectCachedArgsForQuery>[0];
  for (const args of publicationsApi.util.selectCachedArgsForQuery(state, 'publicationDetail')) {
    if (args.id !== data.publicationId) continue;
    dispatch(
      publicationsApi.util.updateQueryData('publicationDetail', args, (detail) => {
        detail.registrationCount = data.registrationCount;
      }),
    );
  }
}

/** Activities (/activity/index) and the caller's registrations to them. */
export const activityApi = publicationsApi
  .enhanceEndpoints({ addTagTypes: ['Activities', 'Registrations'] })
  .injectEndpoints({
    endpoints: (build) => ({
      activityPage: build.query({ ...fromContract(publications.page), providesTags: ['Activities'] }),
      myRegistrations: build.query({
        ...fromContract(interactions.registrationMine),
        providesTags: ['Registrations'],
      }),
      registrationSave: build.mutation({
        ...fromContract(interactions.registrationSave),
        invalidatesTags: [...REGISTRATION_CHANGES],
        onQueryStarted: (_arg, api) => patchDetailCount(api),
      }),
      registrationCancel: build.mutation({
        ...fromContract(interactions.registrationCancel),
        invalidatesTags: [...REGISTRATION_CHANGES],
        onQueryStarted: (_arg, api) => patchDetailCount(api),
      }),
    }),
  });

export const {
  useActivityPageQuery,
  useMyRegistrationsQuery,
  useRegistrationSaveMutation,
  useRegistrationCancelMutation,
} = activityApi;
