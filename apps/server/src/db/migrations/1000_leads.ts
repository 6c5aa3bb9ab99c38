/**
 * The 精准拓客 workspace (issue 26; docs/leads.md): lead lists of an organisation, whom they are
 * shared with, their leads (a snapshot of the company with status and assignee), the follow-ups
 * logged on them, and how many leads each organisation may still export. Tenant-owned.
 *
 * Indexes: a list's leads by status and by assignee (the lead page and the dashboard), a member's
 * open leads by next follow-up date (the due badge), conversions by time (the dashboard), a lead's
 * follow-ups newest first and the tenant's follow-ups by time (this week's chart).
 */
export default /* sql */ `
create table lead_lists (
  id bigserial primary key,
  tenant_id text not null references tenants on delete cascade,
  owner_id text not null references users on delete cascade,
  name text not null,
  share text not null default 'private' check (share in ('private', 'users', 'organisation')),
  profile jsonb,
  lead_count integer not null default 0 check (lead_count >= 0 and lead_count <= 10000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index lead_lists_by_tenant on lead_lists (tenant_id, updated_at desc, id desc);

create table lead_list_shares (
  tenant_id text not null references tenants on delete cascade,
  list_id bigint not null references lead_lists on delete cascade,
  user_id text not null references users on delete cascade,
  primary key (list_id, user_id)
);
create index lead_list_shares_by_user on lead_list_shares (tenant_id, user_id);

create table leads (
  id bigserial primary key,
  tenant_id text not null references tenants on delete cascade,
  list_id bigint not null references lead_lists on delete cascade,
  company_id text not null,
  credit_key text not null,
  usc_no text not null,
  company_name text not null,
  region_code text not null,
  industry_code text not null,
  score real not null default 0,
  status text not null default 'new'
    check (status in ('new', 'contacted', 'interested', 'converted', 'invalid')),
  invalid_reason text,
  assignee_id text references users on delete set null,
  next_follow_up_on date,
  last_follow_up_at timestamptz,
  follow_up_count integer not null default 0,
  converted_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (list_id, credit_key),
  check (status <> 'invalid' or coalesce(invalid_reason, '') <> '')
);
create index leads_by_list on leads (tenant_id, list_id, status, score desc, id);
create index leads_by_assignee on leads (tenant_id, list_id, assignee_id);
create index leads_due on leads (tenant_id, assignee_id, next_follow_up_on)
  where status in ('new', 'contacted', 'interested') and next_follow_up_on is not null;
create index leads_converted on leads (tenant_id, converted_at) where converted_at is not null;

create table lead_follow_ups (
  id bigserial primary key,
  tenant_id text not null references tenants on delete cascade,
  lead_id bigint not null references leads on delete cascade,
  user_id text not null references users on delete cascade,
  kind text not null check (kind in ('call', 'visit', 'message', 'email')),
  note text not null,
  next_on date,
  created_at timestamptz not null default now()
);
create index lead_follow_ups_by_lead on lead_follow_ups (tenant_id, lead_id, created_at desc, id desc);
create index lead_follow_ups_by_time on lead_follow_ups (tenant_id, created_at);

create table lead_export_quotas (
  tenant_id text primary key references tenants on delete cascade,
  total integer not null check (total >= 0),
  used integer not null default 0 check (used >= 0)
);
`;
