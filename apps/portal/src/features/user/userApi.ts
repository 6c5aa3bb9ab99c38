import { callOf, dataOf, platformApi, type In, type Out } from '../../app/api/api';
import { ENDPOINTS } from '../../app/api/endpoints';

export const userApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    profile: build.query<Out<typeof ENDPOINTS.userInfo>, void>({
      query: () => callOf(ENDPOINTS.userInfo),
      transformResponse: dataOf(ENDPOINTS.userInfo),
      providesTags: ['User'],
    }),
    updateProfile: build.mutation<Out<typeof ENDPOINTS.updateUserInfo>, In<typeof ENDPOINTS.updateUserInfo>>({
      query: (input) => callOf(ENDPOINTS.updateUserInfo, input),
      transformResponse: dataOf(ENDPOINTS.updateUserInfo),
      invalidatesTags: ['User'],
    }),
    retrievePassword: build.mutation<unknown, In<typeof ENDPOINTS.retrievePassword>>({
      query: (input) => callOf(ENDPOINTS.retrievePassword, input),
    }),
    sendNologinSms: build.mutation<
      Out<typeof ENDPOINTS.sendValidateNologin>,
      In<typeof ENDPOINTS.sendValidateNologin>
    >({
      query: (input) => callOf(ENDPOINTS.sendValidateNologin, input),
      transformResponse: dataOf(ENDPOINTS.sendValidateNologin),
    }),
    updatePassword: build.mutation<unknown, In<typeof ENDPOINTS.updatePassword>>({
      query: (input) => callOf(ENDPOINTS.updatePassword, input),
    }),
    sendUserSms: build.mutation<
      Out<typeof ENDPOINTS.sendValidateByUserId>,
      In<typeof ENDPOINTS.sendValidateByUserId>
    >({
      query: (input) => callOf(ENDPOINTS.sendValidateByUserId, input),
      transformResponse: dataOf(ENDPOINTS.sendValidateByUserId),
    }),
    updatePhone: build.mutation<Out<typeof ENDPOINTS.updatePhone>, In<typeof ENDPOINTS.updatePhone>>({
      query: (input) => callOf(ENDPOINTS.updatePhone, input),
      transformResponse: dataOf(ENDPOINTS.updatePhone),
      invalidatesTags: ['User'],
    }),
  }),
});

export const {
  useProfileQuery,
  useUpdateProfileMutation,
  useUpdatePasswordMutation,
  useRetrievePasswordMutation,
  useSendNologinSmsMutation,
  useSendUserSmsMutation,
  useUpdatePhoneMutation,
} = userApi;
