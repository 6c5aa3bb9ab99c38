/**
 * The 精准招商 projects pipeline (issue 27 item 4; docs/attract.md "Projects"), tenant-owned by the
 * organisation running the projects:
 * - attract_stages: its stages in order (the eight defaults written on first use), each with the
 *   data it requires (JSON);
 * - attract_projects: a company of the data set attracted to one of its regions, with its chain
 *   node, planned amount (万元), land (亩), jobs, stage and owner; one per company and region;
 * - attract_project_members: the project's team besides its owner;
 * - attract_project_records: visits, negotiations, calls, meetings and notes;
 * - attract_project_files: documents of a project and attachments of its records (uploaded files);
 * - attract_project_steps: next steps with a due date and an assignee (the daily digest reads them);
 * - attract_project_moves: every stage a project entered, for the monthly report.
 */
export default /* sql */ `
create table attract_stages (
  id bigserial primary key,
  tenant_id text not null references tenants on delete cascade,
  key text,
  name text not null check (char_length(name) between 1 and 12),
  position integer not null,
  requires text not null default '[]'
);
create index attract_stages_tenant on attract_stages (tenant_id, position);

create table attract_projects (
  id bigserial primary key,
  tenant_id text not null references tenants on delete cascade,
  region_code text not null check (region_code ~ '^[0-9]{6}$'),
  name text not null check (char_length(name) between 1 and 60),
  company_id text not null,
  company_name text not null,
  company_region_code text not null default '',
  chain_node_code text,
  chain_node_name text,
  amount numeric(16, 2) check (amount is null or amount >= 0),
  land numeric(14, 2) check (land is null or land >= 0),
  jobs integer check (jobs is null or jobs >= 0),
  stage_id bigint not null references attract_stages,
  stage_changed_at timestamptz not null default now(),
  source text not null check (source in ('suggest', 'manual')),
  owner_id text not null references users,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index attract_projects_company on attract_projects (tenant_id, region_code, company_id);
create index attract_projects_region on attract_projects (tenant_id, region_code, updated_at desc);
create index attract_projects_stage on attract_projects (stage_id);

create table attract_project_members (
  tenant_id text not null references tenants on delete cascade,
  project_id bigint not null references attract_projects on delete cascade,
  user_id text not null references users on delete cascade,
  primary key (project_id, user_id)
);
create index attract_project_members_user on attract_project_members (tenant_id, user_id);

create table attract_project_records (
  id bigserial primary key,
  tenant_id text not null references tenants on delete cascade,
  project_id bigint not null references attract_projects on delete cascade,
  kind text not null check (kind in ('visit', 'negotiation', 'call', 'meeting', 'note')),
  text text not null check (char_length(text) between 1 and 2000),
  happened_on date not null,
  user_id text not null references users,
  created_at timestamptz not null default now()
);
create index attract_project_records_project on attract_project_records (project_id, happened_on desc, id desc);
create index attract_project_records_tenant on attract_project_records (tenant_id, created_at);

create table attract_project_files (
  id bigserial primary key,
  tenant_id text not null references tenants on delete cascade,
  project_id bigint not null references attract_projects on delete cascade,
  record_id bigint references attract_project_records on delete cascade,
  file_id text not null,
  name text not null check (char_length(name) between 1 and 100),
  mime text not null,
  size integer not null check (size >= 0),
  user_id text not null references users,
  created_at timestamptz not null default now()
);
create index attract_project_files_project on attract_project_files (project_id, id);

create table attract_project_steps (
  id bigserial primary key,
  tenant_id text not null references tenants on delete cascade,
  project_id bigint not null references attract_projects on delete cascade,
  title text not null check (char_length(title) between 1 and 100),
  due_on date not null,
  assignee_id text not null references users,
  created_by text not null references users,
  done_at timestamptz,
  created_at timestamptz not null default now()
);
create index attract_project_steps_project on attract_project_steps (project_id, due_on);
create index attract_project_steps_due on attract_project_steps (tenant_id, assignee_id, due_on) where done_at is null;

create table attract_project_moves (
  id bigserial primary key,
  tenant_id text not null references tenants on delete cascade,
  project_id bigint not null references attract_projects on delete cascade,
  from_stage_id bigint,
  to_stage_id bigint not null,
  user_id text not null references users,
  moved_at timestamptz not null default now()
);
create index attract_project_moves_project on attract_project_moves (project_id, moved_at);
create index attract_project_moves_tenant on attract_project_moves (tenant_id, moved_at);
`;
