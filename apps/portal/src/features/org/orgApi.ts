import { callOf, dataOf, platformApi, type In, type Out } from '../../app/api/api';
import { ENDPOINTS } from '../../app/api/endpoints';

export const orgApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    submitOrg: build.mutation<Out<typeof ENDPOINTS.orgSubmit>, In<typeof ENDPOINTS.orgSubmit>>({
      query: (input) => callOf(ENDPOINTS.orgSubmit, input),
      transformResponse: dataOf(ENDPOINTS.orgSubmit),
      invalidatesTags: ['Org', 'User'],
    }),
  }),
});

export const { useSubmitOrgMutation } = orgApi;
