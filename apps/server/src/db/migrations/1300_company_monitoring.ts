/**
 * 企业监控 (issue 28 item 5; docs/company-tracking.md): the companies a user monitors, the user's
 * own groups of them, and per company two marks into the data set's change events (company_changes
 * ids grow as events are loaded): what the user has read and what the daily digest has told them.
 * No reference to companies: a company that leaves the data set stays monitored and says so.
 */
export default /* sql */ `
create table monitor_groups (
  id bigserial primary key,
  tenant_id text not null references tenants on delete cascade,
  user_id text not null references users on delete cascade,
  name text not null check (length(name) between 1 and 20),
  created_at timestamptz not null default now(),
  unique (tenant_id, user_id, name)
);

create table monitored_companies (
  tenant_id text not null references tenants on delete cascade,
  user_id text not null references users on delete cascade,
  company_id text not null,
  seen_event_id bigint not null default 0,
  notified_event_id bigint not null default 0,
  created_at timestamptz not null default now(),
  primary key (tenant_id, user_id, company_id)
);

create table monitor_group_companies (
  tenant_id text not null,
  group_id bigint not null references monitor_groups on delete cascade,
  company_id text not null,
  primary key (group_id, company_id)
);
create index monitor_group_companies_by_company on monitor_group_companies (tenant_id, company_id);

-- The marks compare event ids per company: newest events of one company by id.
create index company_changes_by_company_id on company_changes (company_id, id);
`;
