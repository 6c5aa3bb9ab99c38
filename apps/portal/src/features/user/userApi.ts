import { resourceApi, systemApi, type EndpointInput, type EndpointOutput } from '@platform/contracts';
import { callOf, dataOf, platformApi } from '../../app/api/api';

type In<E> = EndpointInput<E>;
type Out<E> = EndpointOutput<E>;

export const userApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    profile: build.query<Out<typeof systemApi.userInfo>, void>({
      query: () => callOf(systemApi.userInfo),
      transformResponse: dataOf(systemApi.userInfo),
      providesTags: ['User'],
    }),
    updateProfile: build.mutation<Out<typeof systemApi.updateUserInfo>, In<typeof systemApi.updateUserInfo>>({
      query: (input) => callOf(systemApi.updateUserInfo, input),
      transformResponse: dataOf(systemApi.updateUserInfo),
      invalidatesTags: ['User'],
    }),
    updatePassword: build.mutation<unknown, In<typeof systemApi.updatePassword>>({
      query: (input) => callOf(systemApi.updatePassword, input),
    }),
    sendUserSms: build.mutation<
      Out<typeof resourceApi.sendValidateByUserId>,
      In<typeof resourceApi.sendValidateByUserId>
    >({
      query: (input) => callOf(resourceApi.sendValidateByUserId, input),
      transformResponse: dataOf(resourceApi.sendValidateByUserId),
    }),
    updatePhone: build.mutation<Out<typeof systemApi.updatePhone>, In<typeof systemApi.updatePhone>>({
      query: (input) => callOf(systemApi.updatePhone, input),
      transformResponse: dataOf(systemApi.updatePhone),
      invalidatesTags: ['User'],
    }),
  }),
});

export const {
  useProfileQuery,
  useUpdateProfileMutation,
  useUpdatePasswordMutation,
  useSendUserSmsMutation,
  useUpdatePhoneMutation,
} = userApi;
