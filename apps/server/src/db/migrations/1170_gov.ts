/**
 * The 政企通 workspace (issue 27 items 6–7; docs/gov.md). Tenant-owned by the government service
 * desk (the organisation that bought business type 5), except gov_company_links:
 * - gov_settings: the desk's name, the region it serves and the days to answer per category (JSON);
 * - gov_departments: its departments, which appeals are assigned to;
 * - gov_appeals: appeals (诉求) of enterprise users to the desk, with their state, assignment, answer,
 *   deadline and rating; submitter_tenant_id/submitter_user_id name who sent them;
 * - gov_appeal_events: each step of an appeal (the progress both sides see);
 * - gov_notices and gov_notice_companies: notices and policy announcements, and the chosen companies;
 * - gov_company_links: the company a user chose as theirs (tenant-owned by the user's organisation),
 *   which says which desk serves them and who receives a company's notices.
 */
export default /* sql */ `
create table gov_settings (
  tenant_id text primary key references tenants on delete cascade,
  desk_name text not null default '' check (char_length(desk_name) <= 40),
  region_code text not null default '' check (region_code = '' or region_code ~ '^[0-9]{6}$'),
  category_days text not null default '{}',
  updated_at timestamptz not null default now()
);
create index gov_settings_region on gov_settings (region_code);

create table gov_departments (
  id bigserial primary key,
  tenant_id text not null references tenants on delete cascade,
  name text not null check (char_length(name) between 1 and 20),
  created_at timestamptz not null default now()
);
create unique index gov_departments_name on gov_departments (tenant_id, name);

create table gov_appeals (
  id bigserial primary key,
  tenant_id text not null references tenants on delete cascade,
  submitter_tenant_id text not null references tenants on delete cascade,
  submitter_user_id text not null references users on delete cascade,
  company_id text not null,
  company_name text not null,
  region_code text not null,
  category text not null check (category in ('policy', 'finance', 'talent', 'land', 'approval', 'other')),
  title text not null check (char_length(title) between 1 and 60),
  content text not null check (char_length(content) between 1 and 2000),
  contact_name text not null,
  contact_phone text not null,
  attachments text not null default '[]',
  state text not null default 'submitted'
    check (state in ('submitted', 'accepted', 'assigned', 'answered', 'closed', 'rejected')),
  department_id bigint references gov_departments,
  assignee_id text references users on delete set null,
  answer text not null default '',
  reject_reason text not null default '',
  deadline date not null,
  answered_at timestamptz,
  closed_at timestamptz,
  rating integer check (rating is null or rating between 1 and 5),
  rating_comment text not null default '',
  rated_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (state <> 'assigned' or department_id is not null),
  check (state not in ('answered', 'closed') or answer <> '' or reject_reason <> ''),
  check (state <> 'rejected' or reject_reason <> '')
);
create index gov_appeals_tenant on gov_appeals (tenant_id, state, created_at desc);
create index gov_appeals_submitter on gov_appeals (submitter_user_id, created_at desc);

create table gov_appeal_events (
  id bigserial primary key,
  tenant_id text not null references tenants on delete cascade,
  appeal_id bigint not null references gov_appeals on delete cascade,
  kind text not null,
  side text not null check (side in ('desk', 'enterprise')),
  actor_id text references users on delete set null,
  text text not null default '',
  department_id bigint references gov_departments on delete set null,
  assignee_id text references users on delete set null,
  created_at timestamptz not null default now()
);
create index gov_appeal_events_appeal on gov_appeal_events (appeal_id, id);

create table gov_notices (
  id bigserial primary key,
  tenant_id text not null references tenants on delete cascade,
  title text not null check (char_length(title) between 1 and 60),
  body text not null check (char_length(body) between 1 and 5000),
  category text not null check (category in ('notice', 'policy')),
  target text not null check (target in ('all', 'chosen')),
  region_code text not null,
  author_id text references users on delete set null,
  recipients integer not null default 0,
  created_at timestamptz not null default now()
);
create index gov_notices_tenant on gov_notices (tenant_id, created_at desc);
create index gov_notices_region on gov_notices (region_code, target);

create table gov_notice_companies (
  tenant_id text not null references tenants on delete cascade,
  notice_id bigint not null references gov_notices on delete cascade,
  company_id text not null,
  company_name text not null,
  primary key (notice_id, company_id)
);
create index gov_notice_companies_company on gov_notice_companies (company_id);

create table gov_company_links (
  tenant_id text not null references tenants on delete cascade,
  user_id text not null references users on delete cascade,
  company_id text not null,
  company_name text not null,
  region_code text not null,
  created_at timestamptz not null default now(),
  primary key (tenant_id, user_id)
);
create index gov_company_links_company on gov_company_links (company_id);
create index gov_company_links_region on gov_company_links (region_code);
`;
