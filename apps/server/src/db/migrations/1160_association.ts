/**
 * The 会员管理 workspace (issue 27 item 8; docs/association.md). Every table is tenant-owned by the
 * association (the organisation that bought business type 3):
 * - assoc_settings: whether it takes applications, and its introduction (one row per association);
 * - assoc_levels: its member levels in order (the default four written on first use);
 * - assoc_applications: applications to join, made by a user of another organisation for a company
 *   of the data set; one pending application per company and association (partial unique index);
 * - assoc_members: member companies with level, term and contact; one active membership per company;
 * - assoc_dues: annual dues in fen, one per member and year; overdue is derived (unpaid past due).
 */
export default /* sql */ `
create table assoc_settings (
  tenant_id text primary key references tenants on delete cascade,
  accepting boolean not null default false,
  intro text not null default '' check (char_length(intro) <= 300),
  updated_at timestamptz not null default now()
);
create index assoc_settings_accepting on assoc_settings (tenant_id) where accepting;

create table assoc_levels (
  id bigserial primary key,
  tenant_id text not null references tenants on delete cascade,
  name text not null check (char_length(name) between 1 and 20),
  sort integer not null,
  created_at timestamptz not null default now()
);
create unique index assoc_levels_name on assoc_levels (tenant_id, name);
create index assoc_levels_tenant on assoc_levels (tenant_id, sort);

create table assoc_members (
  id bigserial primary key,
  tenant_id text not null references tenants on delete cascade,
  company_id text,
  company_name text not null,
  region_code text,
  industry_code text,
  level_id bigint not null references assoc_levels,
  contact_name text not null,
  contact_phone text not null,
  contact_user_id text references users on delete set null,
  term_start date not null,
  term_end date not null check (term_end >= term_start),
  state text not null default 'active' check (state in ('active', 'ended')),
  ended_at timestamptz,
  created_at timestamptz not null default now()
);
create unique index assoc_members_active_company on assoc_members (tenant_id, company_id) where state = 'active';
create index assoc_members_tenant on assoc_members (tenant_id, state, level_id);

create table assoc_applications (
  id bigserial primary key,
  tenant_id text not null references tenants on delete cascade,
  applicant_tenant_id text not null references tenants on delete cascade,
  applicant_user_id text not null references users on delete cascade,
  company_id text not null,
  company_name text not null,
  contact_name text not null,
  contact_phone text not null,
  note text not null default '' check (char_length(note) <= 200),
  state text not null default 'pending' check (state in ('pending', 'approved', 'rejected')),
  reason text check (reason is null or char_length(reason) <= 200),
  decided_by text references users on delete set null,
  decided_at timestamptz,
  member_id bigint references assoc_members on delete set null,
  created_at timestamptz not null default now(),
  check (state <> 'rejected' or reason is not null)
);
create unique index assoc_applications_pending on assoc_applications (tenant_id, company_id) where state = 'pending';
create index assoc_applications_tenant on assoc_applications (tenant_id, state, created_at desc);
create index assoc_applications_applicant on assoc_applications (applicant_user_id, created_at desc);

create table assoc_dues (
  id bigserial primary key,
  tenant_id text not null references tenants on delete cascade,
  member_id bigint not null references assoc_members on delete cascade,
  year integer not null check (year between 2000 and 2100),
  amount_fen bigint not null check (amount_fen > 0 and amount_fen <= 1000000000),
  due_date date not null,
  paid_on date,
  created_at timestamptz not null default now()
);
create unique index assoc_dues_member_year on assoc_dues (member_id, year);
create index assoc_dues_tenant on assoc_dues (tenant_id, year, due_date);
`;
