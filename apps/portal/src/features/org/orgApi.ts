import { shellApi, type EndpointInput, type EndpointOutput } from '@platform/contracts';
import { callOf, dataOf, platformApi } from '../../app/api/api';

export const orgApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    submitOrg: build.mutation<
      EndpointOutput<typeof shellApi.orgSubmit>,
      EndpointInput<typeof shellApi.orgSubmit>
    >({
      query: (input) => callOf(shellApi.orgSubmit, input),
      transformResponse: dataOf(shellApi.orgSubmit),
      invalidatesTags: ['Org', 'User'],
    }),
  }),
});

export const { useSubmitOrgMutation } = orgApi;
