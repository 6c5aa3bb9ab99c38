import {
  authApi as authContract,
  resourceApi,
  shellApi,
  systemApi,
  type EndpointInput,
  type EndpointOutput,
} from '@platform/contracts';
import { callOf, dataOf, platformApi } from '../../app/api/api';

type In<E> = EndpointInput<E>;
type Out<E> = EndpointOutput<E>;

export const authEndpoints = platformApi.injectEndpoints({
  endpoints: (build) => ({
    captchaGet: build.mutation<Out<typeof authContract.captchaGet>, void>({
      query: () => callOf(authContract.captchaGet, { captchaType: 'blockPuzzle' }),
      transformResponse: dataOf(authContract.captchaGet),
    }),
    captchaCheck: build.mutation<Out<typeof authContract.captchaCheck>, In<typeof authContract.captchaCheck>>(
      {
        query: (input) => callOf(authContract.captchaCheck, input),
        transformResponse: dataOf(authContract.captchaCheck),
      },
    ),
    sendLoginSms: build.mutation<
      Out<typeof resourceApi.sendValidateNologin>,
      In<typeof resourceApi.sendValidateNologin>
    >({
      query: (input) => callOf(resourceApi.sendValidateNologin, input),
      transformResponse: dataOf(resourceApi.sendValidateNologin),
    }),
    isLogin: build.query<Out<typeof authContract.isLogin>, void>({
      query: () => callOf(authContract.isLogin),
      transformResponse: dataOf(authContract.isLogin),
    }),
    logout: build.mutation<unknown, void>({ query: () => callOf(authContract.logout) }),
    userInfo: build.query<Out<typeof systemApi.userInfo>, void>({
      query: () => callOf(systemApi.userInfo),
      transformResponse: dataOf(systemApi.userInfo),
      providesTags: ['User'],
    }),
    tenantList: build.query<Out<typeof systemApi.currentTenantList>, void>({
      query: () => callOf(systemApi.currentTenantList),
      transformResponse: dataOf(systemApi.currentTenantList),
      providesTags: ['Tenants'],
    }),
    userCounts: build.query<Out<typeof shellApi.userCounts>, void>({
      query: () => callOf(shellApi.userCounts),
      transformResponse: dataOf(shellApi.userCounts),
      providesTags: ['Counts'],
    }),
    orgInfo: build.query<Out<typeof shellApi.orgInfo>, void>({
      query: () => callOf(shellApi.orgInfo),
      transformResponse: dataOf(shellApi.orgInfo),
      providesTags: ['Org'],
    }),
    inviteSubmit: build.mutation<unknown, In<typeof shellApi.inviteSubmit>>({
      query: (input) => callOf(shellApi.inviteSubmit, input),
    }),
  }),
});

export const { useCaptchaGetMutation, useCaptchaCheckMutation, useSendLoginSmsMutation, useUserCountsQuery } =
  authEndpoints;
