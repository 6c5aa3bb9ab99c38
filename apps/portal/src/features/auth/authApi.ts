import { callOf, dataOf, platformApi, type In, type Out } from '../../app/api/api';
import { ENDPOINTS } from '../../app/api/endpoints';

export const authEndpoints = platformApi.injectEndpoints({
  endpoints: (build) => ({
    captchaGet: build.mutation<Out<typeof ENDPOINTS.captchaGet>, void>({
      query: () => callOf(ENDPOINTS.captchaGet, { captchaType: 'blockPuzzle' }),
      transformResponse: dataOf(ENDPOINTS.captchaGet),
    }),
    captchaCheck: build.mutation<Out<typeof ENDPOINTS.captchaCheck>, In<typeof ENDPOINTS.captchaCheck>>({
      query: (input) => callOf(ENDPOINTS.captchaCheck, input),
      transformResponse: dataOf(ENDPOINTS.captchaCheck),
    }),
    sendLoginSms: build.mutation<
      Out<typeof ENDPOINTS.sendValidateNologin>,
      In<typeof ENDPOINTS.sendValidateNologin>
    >({
      query: (input) => callOf(ENDPOINTS.sendValidateNologin, input),
      transformResponse: dataOf(ENDPOINTS.sendValidateNologin),
    }),
    isLogin: build.query<Out<typeof ENDPOINTS.isLogin>, void>({
      query: () => callOf(ENDPOINTS.isLogin),
      transformResponse: dataOf(ENDPOINTS.isLogin),
    }),
    logout: build.mutation<unknown, void>({ query: () => callOf(ENDPOINTS.logout) }),
    userInfo: build.query<Out<typeof ENDPOINTS.userInfo>, void>({
      query: () => callOf(ENDPOINTS.userInfo),
      transformResponse: dataOf(ENDPOINTS.userInfo),
      providesTags: ['User'],
    }),
    tenantList: build.query<Out<typeof ENDPOINTS.currentTenantList>, void>({
      query: () => callOf(ENDPOINTS.currentTenantList),
      transformResponse: dataOf(ENDPOINTS.currentTenantList),
      providesTags: ['Tenants'],
    }),
    userCounts: build.query<Out<typeof ENDPOINTS.userCounts>, void>({
      query: () => callOf(ENDPOINTS.userCounts),
      transformResponse: dataOf(ENDPOINTS.userCounts),
      providesTags: ['Counts'],
    }),
    orgInfo: build.query<Out<typeof ENDPOINTS.orgInfo>, void>({
      query: () => callOf(ENDPOINTS.orgInfo),
      transformResponse: dataOf(ENDPOINTS.orgInfo),
      providesTags: ['Org'],
    }),
    inviteSubmit: build.mutation<unknown, In<typeof ENDPOINTS.inviteSubmit>>({
      query: (input) => callOf(ENDPOINTS.inviteSubmit, input),
    }),
  }),
});

export const { useCaptchaGetMutation, useCaptchaCheckMutation, useSendLoginSmsMutation, useUserCountsQuery } =
  authEndpoints;
