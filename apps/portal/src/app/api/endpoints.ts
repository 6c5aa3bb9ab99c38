import type { Endpoint, authApi, resourceApi, shellApi, systemApi } from '@platform/contracts';

/**
 * Method and path of every contract endpoint the portal calls, typed by the contract itself.
 * The contract objects carry zod schemas; keeping them out of the first route's bundle keeps it
 * under budget. endpoints.test.ts checks every entry against @platform/contracts.
 */
export interface EndpointRef<E extends Endpoint = Endpoint> {
  method: E['method'];
  path: string;
  /** Type carrier only. */
  readonly contract?: E;
}

const ref = <E extends Endpoint>(method: E['method'], path: string): EndpointRef<E> => ({ method, path });

export const TOKEN_PATH = '/api/platform-auth/oauth/token';

export const ENDPOINTS = {
  customerDetail: ref<typeof systemApi.customerDetail>('GET', '/api/platform-system/lingxi/customer/detail'),
  dictionary: ref<typeof systemApi.dictionary>('GET', '/api/platform-system/dict-biz/dictionary'),
  userInfo: ref<typeof systemApi.userInfo>('GET', '/api/platform-system/user/userInfo'),
  currentTenantList: ref<typeof systemApi.currentTenantList>(
    'GET',
    '/api/platform-system/tenant/currentTenantList',
  ),
  updateUserInfo: ref<typeof systemApi.updateUserInfo>('POST', '/api/platform-system/user/update-user-info'),
  retrievePassword: ref<typeof systemApi.retrievePassword>(
    'POST',
    '/api/platform-system/user/retrieve-password',
  ),
  updatePassword: ref<typeof systemApi.updatePassword>('POST', '/api/platform-system/user/update-password1'),
  updatePhone: ref<typeof systemApi.updatePhone>('POST', '/api/platform-system/user/update-phone'),
  captchaGet: ref<typeof authApi.captchaGet>('POST', '/api/platform-auth/captcha/get'),
  captchaCheck: ref<typeof authApi.captchaCheck>('POST', '/api/platform-auth/captcha/check'),
  isLogin: ref<typeof authApi.isLogin>('GET', '/api/platform-auth/oauth/isLogin'),
  logout: ref<typeof authApi.logout>('GET', '/api/platform-auth/oauth/logout'),
  sendValidateNologin: ref<typeof resourceApi.sendValidateNologin>(
    'POST',
    '/api/platform-resource/sms/endpoint/send-validate-nologin',
  ),
  sendValidateByUserId: ref<typeof resourceApi.sendValidateByUserId>(
    'POST',
    '/api/platform-resource/sms/endpoint/send-validate-by-user-id',
  ),
  orgInfo: ref<typeof shellApi.orgInfo>('GET', '/api/platform-system/org/orgInfo'),
  orgSubmit: ref<typeof shellApi.orgSubmit>('POST', '/api/platform-system/org/submit'),
  userCounts: ref<typeof shellApi.userCounts>('GET', '/api/platform-system/user/dropdown-counts'),
  feedbackSubmit: ref<typeof shellApi.feedbackSubmit>('POST', '/api/platform-system/feedback/submit'),
  inviteSubmit: ref<typeof shellApi.inviteSubmit>('POST', '/api/platform-chain/userinvitation/submit'),
  permissionCheck: ref<typeof shellApi.permissionCheck>('GET', '/api/platform-pay/permission/check'),
  purchasedServices: ref<typeof shellApi.purchasedServices>(
    'GET',
    '/api/platform-pay/permission/purchased-services',
  ),
};

export type EndpointName = keyof typeof ENDPOINTS;
