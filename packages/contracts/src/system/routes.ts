import type { Route } from '../route';
import { SERVICE } from '../services';

const S = SERVICE.system;
const F = `${S}/myAttentionCompany`;

/**
 * Followed companies (spec 2 §7 User area, §4 Follow and pin). The batch check, the cancel by
 * entId and flag, and operateEnt have no path in the spec: see docs/enterprise-api.md.
 */
const followRoutes = {
  followPage: { method: 'GET', path: `${F}/page`, auth: 'user' },
  followRemove: { method: 'POST', path: `${F}/remove`, auth: 'user' },
  followIsAttention: { method: 'GET', path: `${F}/isAttention`, auth: 'user' },
  followSave: { method: 'POST', path: `${F}/save`, auth: 'user', widget: true },
  followSaveBatch: { method: 'POST', path: `${F}/saveBatch`, auth: 'user' },
  /** companyId in the query. */
  followCancel: { method: 'POST', path: `${F}/cancel`, auth: 'user' },
  followCheck: { method: 'POST', path: `${F}/isAttentionByCompanyIds`, auth: 'user' },
  followCancelByEntId: { method: 'POST', path: `${F}/cancelByEntId`, auth: 'user' },
  followOperateEnt: { method: 'POST', path: `${F}/operateEnt`, auth: 'user' },
} as const satisfies Record<string, Route>;

/** System service calls: customer configuration, dictionary, users, tenants, organisations. */
export const systemRoutes = {
  customerDetail: { method: 'GET', path: `${S}/lingxi/customer/detail`, auth: 'public' },
  dictionary: { method: 'GET', path: `${S}/dict-biz/dictionary`, auth: 'public' },
  userInfo: { method: 'GET', path: `${S}/user/userInfo`, auth: 'user' },
  /** userInfo without the sensitive parts (docs/user-setting.md): masked contacts, no role, dept or post ids. */
  userInfoNoDen: { method: 'GET', path: `${S}/user/userInfoNoDen`, auth: 'user' },
  /** App state `setting` (spec 1 §3): whether the top bar shows the letters and the chat entries. */
  userSetting: { method: 'GET', path: `${S}/user/setting`, auth: 'user' },
  currentTenantList: { method: 'GET', path: `${S}/tenant/currentTenantList`, auth: 'user' },
  updateUserInfo: { method: 'POST', path: `${S}/user/update-user-info`, auth: 'user' },
  retrievePassword: { method: 'POST', path: `${S}/user/retrieve-password`, auth: 'public' },
  /** Binds a new phone after its SMS code (sent with send-validate-by-user-id) is verified. */
  updatePhone: { method: 'POST', path: `${S}/user/update-phone`, auth: 'user' },
  updatePassword: { method: 'POST', path: `${S}/user/update-password1`, auth: 'user' },
  /** Form encoded (spec 1 §7); only a tenant of the caller. */
  tenantAdmin: { method: 'POST', path: `${S}/user/getUserAdminByTenantId`, auth: 'user' },
  orgInfo: { method: 'GET', path: `${S}/org/orgInfo`, auth: 'user' },
  orgSubmit: { method: 'POST', path: `${S}/org/submit`, auth: 'user' },
  /** The four counts of the top-bar user dropdown (spec 1 §2 Top bar). */
  userCounts: { method: 'GET', path: `${S}/user/dropdown-counts`, auth: 'user' },
  feedbackSubmit: { method: 'POST', path: `${S}/feedback/submit`, auth: 'user' },
  /**
   * QR login (spec 1 §7 qrCode/getLoginQrCode and getLoginQrCodeStatus; docs/qr-login.md): the
   * desktop asks for a ticket and polls it with its key (QR_LOGIN_KEY_HEADER); a signed-in phone
   * scans, then confirms or cancels; the desktop redeems it with the qr_code token grant.
   */
  qrLoginTicket: { method: 'GET', path: `${S}/qrCode/getLoginQrCode`, auth: 'public' },
  qrLoginStatus: { method: 'GET', path: `${S}/qrCode/getLoginQrCodeStatus`, auth: 'public' },
  qrLoginScan: { method: 'POST', path: `${S}/qrCode/scan`, auth: 'user' },
  qrLoginConfirm: { method: 'POST', path: `${S}/qrCode/confirm`, auth: 'user' },
  qrLoginCancel: { method: 'POST', path: `${S}/qrCode/cancel`, auth: 'user' },
  ...followRoutes,
} as const satisfies Record<string, Route>;
