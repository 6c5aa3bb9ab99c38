/**
 * Shell tables: organisation info, feedback, invite records, purchases that gate business-type
 * routes, and the minimal social tables behind the top-bar counts (later features extend them).
 */
export default /* sql */ `
create table org_profiles (
  tenant_id text not null references tenants on delete cascade,
  user_id text not null references users on delete cascade,
  org_name text not null,
  org_type smallint not null check (org_type in (1, 2, 3)),
  industry text not null default '',
  contact text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (tenant_id, user_id)
);

create table feedback (
  id text primary key,
  tenant_id text not null references tenants on delete cascade,
  user_id text not null references users on delete cascade,
  content text not null,
  contact text not null default '',
  page_url text not null default '',
  created_at timestamptz not null default now()
);
create index feedback_by_tenant on feedback (tenant_id, created_at);

create table user_invitations (
  id text primary key,
  tenant_id text not null references tenants on delete cascade,
  user_id text not null references users on delete cascade,
  inviter_user_id text,
  inviter_tenant_id text,
  sell_code text not null default '',
  channel text not null default '',
  created_at timestamptz not null default now(),
  unique (tenant_id, user_id)
);

create table tenant_purchases (
  id text primary key,
  tenant_id text not null references tenants on delete cascade,
  business_type smallint not null,
  product_id text not null default '',
  region_code text not null default '',
  starts_at timestamptz not null default now(),
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index tenant_purchases_by_tenant on tenant_purchases (tenant_id, business_type, expires_at);

create table im_friends (
  tenant_id text not null references tenants on delete cascade,
  user_id text not null references users on delete cascade,
  friend_user_id text not null references users on delete cascade,
  remark text not null default '',
  created_at timestamptz not null default now(),
  primary key (tenant_id, user_id, friend_user_id)
);

create table vcard_holder (
  tenant_id text not null references tenants on delete cascade,
  user_id text not null references users on delete cascade,
  vcard_id text not null,
  created_at timestamptz not null default now(),
  primary key (tenant_id, user_id, vcard_id)
);

create table user_attention (
  tenant_id text not null references tenants on delete cascade,
  user_id text not null references users on delete cascade,
  target_user_id text not null references users on delete cascade,
  created_at timestamptz not null default now(),
  primary key (tenant_id, user_id, target_user_id)
);
create index user_attention_by_target on user_attention (target_user_id);
`;
