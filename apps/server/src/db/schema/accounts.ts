import type { ColumnType, Generated } from 'kysely';

/** timestamptz: read as Date, written as Date or an ISO string (or left to its default). */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** bigserial ids come back from node-postgres as strings. */
export type BigSerial = ColumnType<string, never, never>;

/** Tables of migration 0001_accounts: customers (white label), tenants, users, sessions, login security. */
export interface CustomersTable {
  customer_code: string;
  platform_name: string;
  customer_service_phone: Generated<string>;
  customer_logo: Generated<string>;
  customer_address: Generated<string>;
  customer_record: Generated<string>;
  customer_license: Generated<string>;
  company_name: Generated<string>;
  oem_setting: ColumnType<Record<string, unknown>, string | undefined, string>;
  theme: Generated<'blue' | 'common'>;
  brand_color: Generated<string>;
  is_default: Generated<boolean>;
  /** IANA zone the customer's times are shown in (migration 0990). */
  time_zone: Generated<string>;
  /** Raised by each operator save; a save names the version it read (migration 1350). */
  version: Generated<number>;
  /** The footer's partners, `{ name, url }` (migration 1350). */
  footer_partners: ColumnType<Array<{ name: string; url: string }>, string | undefined, string>;
}

/** Every operator change of a customer: who, when, before and after (migration 1350). */
export interface CustomerChangesTable {
  id: BigSerial;
  customer_code: string;
  user_id: string;
  user_name: Generated<string>;
  changed_at: DefaultTimestamp;
  before: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  after: ColumnType<Record<string, unknown>, string, string>;
}

export interface CustomerDomainsTable {
  domain: string;
  customer_code: string;
}

export interface CustomerConfigItemsTable {
  customer_code: string;
  config_type: 'menu' | 'service';
  config_key: string;
  config_name: string;
  checked: Generated<boolean>;
  sort: Generated<number>;
}

export interface DictBizTable {
  code: string;
  dict_key: string;
  dict_value: string;
  sort: Generated<number>;
}

export interface TenantsTable {
  tenant_id: string;
  tenant_name: string;
  tenant_type: number;
  customer_code: string;
  created_at: DefaultTimestamp;
}

export interface UsersTable {
  id: string;
  account: string;
  phone: string | null;
  password_hash: string;
  real_name: Generated<string>;
  nick_name: Generated<string>;
  avatar: Generated<string>;
  email: Generated<string>;
  sex: Generated<number>;
  status: Generated<number>;
  default_tenant_id: string | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface TenantMembersTable {
  tenant_id: string;
  user_id: string;
  role_id: string;
  role_name: string;
  is_admin: Generated<boolean>;
  dept_id: Generated<string>;
  post_id: Generated<string>;
  joined_at: DefaultTimestamp;
  /** Set while an organisation has disabled the member (migration 1090): they sign into it no more. */
  disabled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface AuthSessionsTable {
  id: string;
  user_id: string;
  tenant_id: string;
  client_id: string;
  created_at: DefaultTimestamp;
  revoked_at: Timestamp | null;
  revoked_reason: string | null;
}

export interface RefreshTokensTable {
  token_hash: string;
  session_id: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: DefaultTimestamp;
}

export interface LoginFailuresTable {
  id: BigSerial;
  account: string;
  ip: string;
  failed_at: DefaultTimestamp;
}

export interface LoginQrTicketsTable {
  ticket_hash: string;
  key_hash: string;
  customer_code: string;
  status: Generated<'waiting' | 'scanned' | 'confirmed' | 'cancelled' | 'used'>;
  user_id: string | null;
  tenant_id: string | null;
  created_at: DefaultTimestamp;
  expires_at: Timestamp;
  scanned_at: Timestamp | null;
  confirmed_at: Timestamp | null;
  used_at: Timestamp | null;
}

type SocialSourceColumn = 'wechat' | 'dingtalk' | 'qq';

export interface SocialLoginStatesTable {
  state_hash: string;
  browser_hash: string;
  customer_code: string;
  source: SocialSourceColumn;
  intent: 'login' | 'bind';
  user_id: string | null;
  created_at: DefaultTimestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface SocialLoginTicketsTable {
  ticket_hash: string;
  browser_hash: string;
  customer_code: string;
  source: SocialSourceColumn;
  open_id: string;
  nickname: Generated<string>;
  avatar: Generated<string>;
  created_at: DefaultTimestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface SocialIdentitiesTable {
  customer_code: string;
  source: SocialSourceColumn;
  open_id: string;
  user_id: string;
  nickname: Generated<string>;
  avatar: Generated<string>;
  created_at: DefaultTimestamp;
}

export interface CaptchasTable {
  token: string;
  answer_x: number;
  answer_y: number;
  expires_at: Timestamp;
}

export interface CaptchaVerificationsTable {
  verification: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface SmsCodesTable {
  id: string;
  phone: string;
  user_id: string | null;
  purpose: 'nologin' | 'user';
  code_hash: string;
  ip: string;
  attempts: Generated<number>;
  created_at: DefaultTimestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface AccountsTables {
  customers: CustomersTable;
  customer_domains: CustomerDomainsTable;
  customer_config_items: CustomerConfigItemsTable;
  customer_changes: CustomerChangesTable;
  dict_biz: DictBizTable;
  tenants: TenantsTable;
  users: UsersTable;
  tenant_members: TenantMembersTable;
  auth_sessions: AuthSessionsTable;
  refresh_tokens: RefreshTokensTable;
  login_failures: LoginFailuresTable;
  login_qr_tickets: LoginQrTicketsTable;
  social_login_states: SocialLoginStatesTable;
  social_login_tickets: SocialLoginTicketsTable;
  social_identities: SocialIdentitiesTable;
  captchas: CaptchasTable;
  captcha_verifications: CaptchaVerificationsTable;
  sms_codes: SmsCodesTable;
}
