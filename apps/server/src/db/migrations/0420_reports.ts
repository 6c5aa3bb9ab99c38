/**
 * Company reports (spec 2 §7 Reports): the queue and its state, the finished PDFs (kept apart so
 * the list never reads the bytes) and each tenant's report count. All three are tenant-owned.
 *
 * status: queued -> running -> done | failed; a running row whose heartbeat stopped (its process
 * died) goes back to queued, or to failed after max attempts (modules/reports/jobs.ts).
 */
export default /* sql */ `
create table reports (
  id text primary key,
  tenant_id text not null references tenants on delete cascade,
  user_id text not null references users on delete cascade,
  ent_id text not null,
  ent_name text not null,
  type_code smallint not null,
  area_name text not null default '',
  business_type smallint not null default 0,
  search jsonb not null default '{}'::jsonb,
  status text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed')),
  percent smallint not null default 0 check (percent between 0 and 100),
  attempts smallint not null default 0,
  worker_id text,
  fail_reason text,
  file_name text,
  file_size integer,
  created_at timestamptz not null default now(),
  started_at timestamptz,
  heartbeat_at timestamptz,
  finished_at timestamptz
);

create index reports_by_tenant on reports (tenant_id, created_at desc);
create index reports_waiting on reports (status, created_at) where status in ('queued', 'running');

create table report_files (
  report_id text primary key references reports on delete cascade,
  tenant_id text not null references tenants on delete cascade,
  pdf bytea not null,
  created_at timestamptz not null default now()
);

create table report_quotas (
  tenant_id text primary key references tenants on delete cascade,
  total integer not null default 50 check (total >= 0),
  used integer not null default 0 check (used >= 0)
);
`;
