/** Customers (white label), tenants, users, sessions and the pre-login security tables. */
export default /* sql */ `
create table customers (
  customer_code text primary key,
  platform_name text not null,
  customer_service_phone text not null default '',
  customer_logo text not null default '',
  customer_address text not null default '',
  customer_record text not null default '',
  customer_license text not null default '',
  company_name text not null default '',
  oem_setting jsonb not null default '{}'::jsonb,
  theme text not null default 'blue' check (theme in ('blue', 'common')),
  brand_color text not null default '#0659E6',
  is_default boolean not null default false
);
create unique index customers_single_default on customers (is_default) where is_default;

create table customer_domains (
  domain text primary key,
  customer_code text not null references customers on delete cascade
);

create table customer_config_items (
  customer_code text not null references customers on delete cascade,
  config_type text not null check (config_type in ('menu', 'service')),
  config_key text not null,
  config_name text not null,
  checked boolean not null default true,
  sort integer not null default 0,
  primary key (customer_code, config_type, config_key)
);

create table dict_biz (
  code text not null,
  dict_key text not null,
  dict_value text not null,
  sort integer not null default 0,
  primary key (code, dict_key)
);

create table tenants (
  tenant_id text primary key check (tenant_id ~ '^[0-9]{6}$'),
  tenant_name text not null,
  tenant_type smallint not null check (tenant_type in (1, 2, 3)),
  customer_code text not null references customers,
  created_at timestamptz not null default now()
);

create table users (
  id text primary key,
  account text not null unique,
  phone text unique,
  password_hash text not null,
  real_name text not null default '',
  nick_name text not null default '',
  avatar text not null default '',
  email text not null default '',
  sex smallint not null default 0,
  status smallint not null default 1,
  default_tenant_id text references tenants,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table tenant_members (
  tenant_id text not null references tenants on delete cascade,
  user_id text not null references users on delete cascade,
  role_id text not null,
  role_name text not null,
  is_admin boolean not null default false,
  dept_id text not null default '',
  post_id text not null default '',
  joined_at timestamptz not null default now(),
  primary key (tenant_id, user_id)
);
create index tenant_members_by_user on tenant_members (user_id);

create table auth_sessions (
  id text primary key,
  user_id text not null references users on delete cascade,
  tenant_id text not null references tenants on delete cascade,
  client_id text not null,
  created_at timestamptz not null default now(),
  revoked_at timestamptz,
  revoked_reason text
);
create index auth_sessions_by_user on auth_sessions (user_id);

create table refresh_tokens (
  token_hash text primary key,
  session_id text not null references auth_sessions on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index refresh_tokens_by_session on refresh_tokens (session_id);

create table login_failures (
  id bigserial primary key,
  account text not null,
  ip text not null,
  failed_at timestamptz not null default now()
);
create index login_failures_by_account on login_failures (account, failed_at);

create table captchas (
  token text primary key,
  answer_x integer not null,
  answer_y integer not null,
  expires_at timestamptz not null
);

create table captcha_verifications (
  verification text primary key,
  expires_at timestamptz not null,
  used_at timestamptz
);

create table sms_codes (
  id text primary key,
  phone text not null,
  user_id text references users on delete cascade,
  purpose text not null check (purpose in ('nologin', 'user')),
  code_hash text not null,
  ip text not null,
  attempts integer not null default 0,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index sms_codes_by_phone on sms_codes (phone, created_at);
create index sms_codes_by_ip on sms_codes (ip, created_at);
`;
