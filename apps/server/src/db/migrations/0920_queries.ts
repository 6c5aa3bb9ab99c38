/**
 * Query history (issue 25 item 6): the searches and filters a user ran on /home/discover, the chain
 * map and (later) the acquisition workspaces, one row per distinct filter set. Recent rows are
 * recorded when a search runs (the last 50 per user and source are kept); named rows are saved by
 * the user (at most 100) and kept. Tenant-owned.
 */
export default /* sql */ `
create table query_history (
  id text primary key,
  tenant_id text not null references tenants on delete cascade,
  user_id text not null references users on delete cascade,
  source text not null check (source in ('discover', 'chainMap', 'acquisition')),
  title text not null,
  params jsonb not null,
  params_key text not null,
  result_count integer,
  named boolean not null default false,
  run_count integer not null default 1,
  last_run_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  unique (tenant_id, user_id, source, params_key)
);
create index query_history_by_user on query_history (tenant_id, user_id, named, last_run_at desc);
`;
