/**
 * User chains (issue 14, spec 2 §7 industrychain/*, relindustrycompany/*, induchainshare/*,
 * userlastinduchain): a chain a user copies from the data set or starts, its node tree, the
 * companies its owner added to or removed from a node, read-only share links with a key, and the
 * chain each user opened last. All tenant-owned.
 */
export default /* sql */ `
create table user_chains (
  id text primary key,
  tenant_id text not null references tenants on delete cascade,
  user_id text not null references users on delete cascade,
  name text not null check (char_length(name) between 1 and 30),
  source_chain_code text references industry_chains on delete set null,
  node_count integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index user_chains_by_owner on user_chains (tenant_id, user_id, updated_at desc);

create table user_chain_nodes (
  tenant_id text not null,
  chain_id text not null references user_chains on delete cascade,
  node_key text not null,
  parent_key text,
  name text not null check (char_length(name) between 1 and 30),
  source_code text,
  sort integer not null,
  primary key (chain_id, node_key)
);

create table user_chain_companies (
  tenant_id text not null,
  chain_id text not null,
  node_key text not null,
  company_id text not null,
  attached boolean not null,
  created_at timestamptz not null default now(),
  primary key (chain_id, node_key, company_id),
  foreign key (chain_id, node_key) references user_chain_nodes on delete cascade
);

create table user_chain_shares (
  id text primary key,
  tenant_id text not null references tenants on delete cascade,
  user_id text not null references users on delete cascade,
  chain_id text not null references user_chains on delete cascade,
  share_key text not null,
  view_count integer not null default 0,
  created_at timestamptz not null default now(),
  expires_at timestamptz,
  revoked_at timestamptz
);
create index user_chain_shares_by_owner on user_chain_shares (tenant_id, user_id, created_at desc);
create index user_chain_shares_by_chain on user_chain_shares (chain_id);

create table user_last_chains (
  tenant_id text not null references tenants on delete cascade,
  user_id text not null references users on delete cascade,
  chain_code text,
  user_chain_id text references user_chains on delete set null,
  used_at timestamptz not null default now(),
  primary key (tenant_id, user_id)
);
`;
