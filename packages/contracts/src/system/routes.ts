import type { Route } from '../route';
import { SERVICE } from '../services';

const S = SERVICE.system;

/** System service calls: customer configuration, dictionary, users, tenants, organisations. */
export const systemRoutes = {
  customerDetail: { method: 'GET', path: `${S}/lingxi/customer/detail`, auth: 'public' },
  dictionary: { method: 'GET', path: `${S}/dict-biz/dictionary`, auth: 'public' },
  userInfo: { method: 'GET', path: `${S}/user/userInfo`, auth: 'user' },
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
} as const satisfies Record<string, Route>;
