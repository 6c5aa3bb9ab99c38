import { chainApi } from './chain';
import { payApi as payServiceApi } from './pay';
import { systemApi } from './system';

export * from './codes';
export * from './constants';
export * from './envelope';
export * from './messages';
export * from './route';
export * from './services';
export * from './validation';
export * from './auth';
export * from './system';
export * from './resource';
export * from './chain';
export * from './pay';

/**
 * The pay service's calls as the server registers them today. tenantAdmin is a system call
 * (`systemApi.tenantAdmin`); it stays here until the server module imports it from system.
 */
export const payApi = { ...payServiceApi, tenantAdmin: systemApi.tenantAdmin };

/**
 * Shell calls grouped as the server registers them today; each lives in its service's contract
 * (system: org, counts, feedback; chain: invite; pay: permission).
 */
export const shellApi = {
  orgInfo: systemApi.orgInfo,
  orgSubmit: systemApi.orgSubmit,
  userCounts: systemApi.userCounts,
  feedbackSubmit: systemApi.feedbackSubmit,
  inviteSubmit: chainApi.inviteSubmit,
  permissionCheck: payServiceApi.permissionCheck,
  purchasedServices: payServiceApi.purchasedServices,
};
export * from './bigdata/capability';
