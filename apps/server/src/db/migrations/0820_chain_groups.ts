/**
 * Chain-map user data (issue 14): the user's groups of followed companies (usergroup/*,
 * userfollow/saveOrcancel) and the chain index, the chains a user opened with how often and when
 * (induindex/*). All tenant-owned.
 */
export default /* sql */ `
create table chain_user_groups (
  id text primary key,
  tenant_id text not null references tenants on delete cascade,
  user_id text not null references users on delete cascade,
  group_name text not null,
  sort integer not null default 0,
  created_at timestamptz not null default now(),
  unique (tenant_id, user_id, group_name)
);
create index chain_user_groups_by_user on chain_user_groups (tenant_id, user_id, sort, created_at);

create table chain_group_companies (
  tenant_id text not null references tenants on delete cascade,
  group_id text not null references chain_user_groups on delete cascade,
  company_id text not null references companies on delete cascade,
  added_at timestamptz not null default now(),
  primary key (group_id, company_id)
);

create table chain_index_entries (
  tenant_id text not null references tenants on delete cascade,
  user_id text not null references users on delete cascade,
  chain_code text not null references industry_chains on delete cascade,
  visits integer not null default 1,
  last_visited_at timestamptz not null default now(),
  primary key (tenant_id, user_id, chain_code)
);
create index chain_index_entries_by_user on chain_index_entries (tenant_id, user_id, last_visited_at desc);
`;
