import type { authApi as authContract, chainApi, resourceApi, systemApi } from '@platform/contracts';
import { QR_LOGIN_KEY_HEADER, authRoutes } from '@platform/contracts/auth/routes';
import { chainRoutes } from '@platform/contracts/chain/routes';
import { resourceRoutes } from '@platform/contracts/resource/routes';
import { systemRoutes } from '@platform/contracts/system/routes';
import { callOf, dataOf, fromContract, platformApi, routesOf, type In, type Out } from '../../shared/api/api';

const auth = routesOf<typeof authContract>(authRoutes);
const system = routesOf<typeof systemApi>(systemRoutes);
const resource = routesOf<typeof resourceApi>(resourceRoutes);
const chain = routesOf<typeof chainApi>(chainRoutes);

export const authEndpoints = platformApi
  .enhanceEndpoints({ addTagTypes: ['SocialBindings'] })
  .injectEndpoints({
    endpoints: (build) => ({
      captchaGet: build.mutation<Out<typeof auth.captchaGet>, void>({
        query: () => callOf(auth.captchaGet, { captchaType: 'blockPuzzle' }),
        transformResponse: dataOf(auth.captchaGet),
      }),
      captchaCheck: build.mutation(fromContract(auth.captchaCheck)),
      sendLoginSms: build.mutation(fromContract(resource.sendValidateNologin)),
      isLogin: build.query(fromContract(auth.isLogin)),
      logout: build.mutation<unknown, void>({ query: () => callOf(auth.logout) }),
      userInfo: build.query({ ...fromContract(system.userInfo), providesTags: ['User'] }),
      tenantList: build.query({ ...fromContract(system.currentTenantList), providesTags: ['Tenants'] }),
      userCounts: build.query({ ...fromContract(system.userCounts), providesTags: ['Counts'] }),
      orgInfo: build.query({ ...fromContract(system.orgInfo), providesTags: ['Org'] }),
      inviteSubmit: build.mutation<unknown, In<typeof chain.inviteSubmit>>({
        query: (input) => callOf(chain.inviteSubmit, input),
      }),
      // QR login (docs/qr-login.md): each is a fresh server state, never served from a cache.
      qrLoginTicket: build.mutation<Out<typeof system.qrLoginTicket>, void>({
        query: () => callOf(system.qrLoginTicket, undefined, { silent: true }),
        transformResponse: dataOf(system.qrLoginTicket),
      }),
      qrLoginStatus: build.mutation<Out<typeof system.qrLoginStatus>, { ticket: string; key: string }>({
        query: ({ ticket, key }) => ({
          ...callOf(system.qrLoginStatus, { ticket }, { silent: true }),
          headers: { [QR_LOGIN_KEY_HEADER]: key },
        }),
        transformResponse: dataOf(system.qrLoginStatus),
      }),
      qrLoginScan: build.mutation({ ...fromContract(system.qrLoginScan, { silent: true }) }),
      qrLoginConfirm: build.mutation({ ...fromContract(system.qrLoginConfirm, { silent: true }) }),
      qrLoginCancel: build.mutation({ ...fromContract(system.qrLoginCancel, { silent: true }) }),
      // Social login (docs/social-login.md).
      socialProviders: build.query(fromContract(auth.socialProviders)),
      socialAuthorize: build.mutation(fromContract(auth.socialAuthorize)),
      socialBindAuthorize: build.mutation(fromContract(auth.socialBindAuthorize)),
      checkThirdLogin: build.mutation(fromContract(auth.checkThirdLogin, { silent: true })),
      socialBindings: build.query({ ...fromContract(auth.socialBindings), providesTags: ['SocialBindings'] }),
      socialUnbind: build.mutation({
        ...fromContract(auth.socialUnbind),
        invalidatesTags: ['SocialBindings'],
      }),
    }),
  });

export const {
  useCaptchaGetMutation,
  useCaptchaCheckMutation,
  useSendLoginSmsMutation,
  useUserCountsQuery,
  useQrLoginTicketMutation,
  useQrLoginStatusMutation,
  useQrLoginScanMutation,
  useQrLoginConfirmMutation,
  useQrLoginCancelMutation,
  useSocialProvidersQuery,
  useSocialAuthorizeMutation,
  useSocialBindAuthorizeMutation,
  useCheckThirdLoginMutation,
  useSocialBindingsQuery,
  useSocialUnbindMutation,
} = authEndpoints;
