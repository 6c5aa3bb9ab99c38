import type { CustomerDetail, UserInfo, UserInfoNoDen, UserSetting } from '@platform/contracts';
import { maskEmail, maskPhone } from '@platform/contracts/mask';
import { FALLBACK_PLATFORM_NAME, FALLBACK_SERVICE_PHONE } from '@platform/contracts';
import type { Q } from '../../db/kysely';
import type { AuthUser } from '../../lib/auth';
import { unauthorized } from '../../lib/errors';
import {
  customerConfigItems,
  customerForDomain,
  findUserById,
  membership,
  normaliseDomain,
} from '../accounts';

/** The caller's profile within the tenant of their token. */
export async function userInfo(db: Q, auth: AuthUser): Promise<UserInfo> {
  const user = await findUserById(db, auth.userId);
  const m = user ? await membership(db, auth.userId, auth.tenantId) : undefined;
  if (!user || !m) throw unauthorized('tokenInvalid');
  return {
    userId: user.id,
    account: user.account,
    userName: user.account,
    realName: user.real_name,
    nickName: user.nick_name,
    avatar: user.avatar,
    email: user.email,
    phone: user.phone ?? '',
    sex: user.sex,
    tenantId: m.tenant_id,
    tenantName: m.tenant_name,
    tenantType: m.tenant_type,
    roleName: m.role_name,
    roleId: m.role_id,
    deptId: m.dept_id,
    postId: m.post_id,
    isAdmin: m.is_admin,
  };
}

const PHONE_ACCOUNT = /^1\d{10}$/;
/** A login name that is a mobile number is masked like the phone; other names stay. */
const maskAccount = (account: string) => (PHONE_ACCOUNT.test(account) ? maskPhone(account) : account);

/**
 * user/userInfoNoDen (docs/user-setting.md): the caller's profile without the sensitive parts, for
 * pages that show who is signed in (a partner frame, a shared screen): phone and email masked, a
 * phone-number account masked, and no role, department or post ids.
 */
export function presentUserInfoNoDen(info: UserInfo): UserInfoNoDen {
  const { roleId: _role, deptId: _dept, postId: _post, ...rest } = info;
  return {
    ...rest,
    account: maskAccount(info.account),
    userName: maskAccount(info.userName),
    phone: maskPhone(info.phone),
    email: maskEmail(info.email),
  };
}

export async function userInfoNoDen(db: Q, auth: AuthUser): Promise<UserInfoNoDen> {
  return presentUserInfoNoDen(await userInfo(db, auth));
}

/**
 * user/setting (spec 1 §3 app state `setting`; docs/user-setting.md): letters (the system account's
 * notices) reach every signed-in user; chat is on unless the customer of the host the browser is on
 * turned it off with the OEM flag imFlag 0.
 */
export async function userSetting(db: Q, auth: AuthUser, host: string | undefined): Promise<UserSetting> {
  const user = await findUserById(db, auth.userId);
  if (!user) throw unauthorized('tokenInvalid');
  const customer = await customerForDomain(db, host);
  const imFlag = Number((customer.oem_setting ?? {}).imFlag ?? 1);
  return { letterVisible: true, imVisible: imFlag !== 0 };
}

export async function customerDetail(db: Q, domain: string | undefined): Promise<CustomerDetail> {
  const c = await customerForDomain(db, domain);
  const items = await customerConfigItems(db, c.customer_code);
  return {
    customerCode: c.customer_code,
    platformName: c.platform_name || FALLBACK_PLATFORM_NAME,
    customerServicePhone: c.customer_service_phone || FALLBACK_SERVICE_PHONE,
    customerLogo: c.customer_logo,
    customerAddress: c.customer_address,
    customerRecord: c.customer_record,
    customerLicense: c.customer_license,
    companyName: c.company_name,
    oemSetting: JSON.stringify(c.oem_setting ?? {}),
    theme: c.theme,
    brandColor: c.brand_color,
    timeZone: c.time_zone,
    footerPartners: Array.isArray(c.footer_partners) ? c.footer_partners : [],
    domain: c.domain ?? normaliseDomain(domain),
    configItemVos: items.map((i) => ({
      configName: i.config_name,
      configKey: i.config_key,
      configType: i.config_type,
      checked: i.checked ? 'true' : 'false',
      sort: i.sort,
    })),
  };
}
