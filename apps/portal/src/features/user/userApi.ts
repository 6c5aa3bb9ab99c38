import type { resourceApi, systemApi } from '@platform/contracts';
import { resourceRoutes } from '@platform/contracts/resource/routes';
import { systemRoutes } from '@platform/contracts/system/routes';
import { callOf, fromContract, platformApi, routesOf, type In } from '../../shared/api/api';

const system = routesOf<typeof systemApi>(systemRoutes);
const resource = routesOf<typeof resourceApi>(resourceRoutes);

export const userApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    profile: build.query({ ...fromContract(system.userInfo), providesTags: ['User'] }),
    updateProfile: build.mutation({ ...fromContract(system.updateUserInfo), invalidatesTags: ['User'] }),
    retrievePassword: build.mutation<unknown, In<typeof system.retrievePassword>>({
      query: (input) => callOf(system.retrievePassword, input),
    }),
    sendNologinSms: build.mutation(fromContract(resource.sendValidateNologin)),
    updatePassword: build.mutation<unknown, In<typeof system.updatePassword>>({
      query: (input) => callOf(system.updatePassword, input),
    }),
    sendUserSms: build.mutation(fromContract(resource.sendValidateByUserId)),
    updatePhone: build.mutation({ ...fromContract(system.updatePhone), invalidatesTags: ['User'] }),
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
