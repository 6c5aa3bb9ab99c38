/**
 * The organisation centre (issue 29 items 1–3, docs/org-centre.md): departments (a tree), posts,
 * custom roles with their permissions, each member's place (department, post, roles), invitations
 * and join requests, the seats of the enterprise edition, and the organisation account. The
 * built-in roles (administrator, member) are not rows: tenant_members.is_admin says who administers.
 * A disabled member keeps their membership row (their data stays theirs) but signs into the tenant
 * no more.
 */
export default /* sql */ `
alter table tenant_members add column disabled_at timestamptz;

create table org_departments (
  id text primary key,
  tenant_id text not null references tenants on delete cascade,
  parent_id text references org_departments on delete restrict,
  name text not null,
  sort integer not null default 0,
  created_at timestamptz not null default now()
);
create unique index org_departments_name on org_departments (tenant_id, coalesce(parent_id, ''), name);
create index org_departments_by_parent on org_departments (tenant_id, parent_id, sort);

create table org_posts (
  id text primary key,
  tenant_id text not null references tenants on delete cascade,
  name text not null,
  sort integer not null default 0,
  created_at timestamptz not null default now(),
  unique (tenant_id, name)
);

create table org_roles (
  id text primary key,
  tenant_id text not null references tenants on delete cascade,
  name text not null,
  permissions jsonb not null default '[]',
  created_at timestamptz not null default now(),
  unique (tenant_id, name)
);

create table org_staff (
  tenant_id text not null references tenants on delete cascade,
  user_id text not null references users on delete cascade,
  department_id text references org_departments on delete restrict,
  post_id text references org_posts on delete set null,
  primary key (tenant_id, user_id)
);
create index org_staff_by_department on org_staff (tenant_id, department_id);

create table org_staff_roles (
  tenant_id text not null references tenants on delete cascade,
  user_id text not null references users on delete cascade,
  role_id text not null references org_roles on delete cascade,
  primary key (tenant_id, user_id, role_id)
);
create index org_staff_roles_by_role on org_staff_roles (role_id);

create table org_invitations (
  id text primary key,
  tenant_id text not null references tenants on delete cascade,
  token_hash text not null unique,
  phone text not null default '',
  created_by text not null references users on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index org_invitations_live on org_invitations (tenant_id, expires_at) where revoked_at is null;

create table org_join_requests (
  id text primary key,
  tenant_id text not null references tenants on delete cascade,
  user_id text not null references users on delete cascade,
  invitation_id text references org_invitations on delete set null,
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  decided_by text references users on delete set null
);
create unique index org_join_requests_one_pending on org_join_requests (tenant_id, user_id) where status = 'pending';
create index org_join_requests_by_tenant on org_join_requests (tenant_id, status, created_at desc);

create table org_seats (
  tenant_id text not null references tenants on delete cascade,
  user_id text not null references users on delete cascade,
  assigned_by text references users on delete set null,
  assigned_at timestamptz not null default now(),
  primary key (tenant_id, user_id)
);

create table org_accounts (
  tenant_id text primary key references tenants on delete cascade,
  credit_code text not null default '',
  industry text not null default '',
  region text not null default '',
  logo text not null default '',
  certification text not null default 'uncertified' check (certification in ('uncertified', 'pending', 'certified')),
  labels_imported_at timestamptz,
  updated_at timestamptz not null default now()
);
`;
