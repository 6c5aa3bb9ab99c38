/**
 * Follows and the feed (issue 25): the organisations (tenants) and industry chains a user follows
 * (people and companies are followed in social and follow), the user's follow groups (a tree of
 * named folders, depth at most 3) holding followed entities of any kind, and which kinds of items
 * the user's feed shows. All tenant-owned. Plus the publication indexes the feed reads in order
 * per followed author, organisation and chain, and the newest-first index of company dynamics the feed
 * scans (docs/content.md "Follow groups and feed").
 */
export default /* sql */ `
create table content_follows (
  tenant_id text not null references tenants on delete cascade,
  user_id text not null references users on delete cascade,
  target_kind text not null check (target_kind in ('org', 'chain')),
  target_id text not null,
  created_at timestamptz not null default now(),
  primary key (tenant_id, user_id, target_kind, target_id)
);

create table follow_groups (
  id text primary key,
  tenant_id text not null references tenants on delete cascade,
  user_id text not null references users on delete cascade,
  parent_id text references follow_groups on delete cascade,
  name text not null check (char_length(name) between 1 and 20),
  sort integer not null default 0,
  created_at timestamptz not null default now()
);
create index follow_groups_by_user on follow_groups (tenant_id, user_id, sort);
create index follow_groups_by_parent on follow_groups (parent_id);

create table follow_group_members (
  tenant_id text not null references tenants on delete cascade,
  group_id text not null references follow_groups on delete cascade,
  target_kind text not null check (target_kind in ('person', 'company', 'org', 'chain')),
  target_id text not null,
  created_at timestamptz not null default now(),
  primary key (group_id, target_kind, target_id)
);

create table feed_settings (
  tenant_id text not null references tenants on delete cascade,
  user_id text not null references users on delete cascade,
  kinds text[] not null,
  updated_at timestamptz not null default now(),
  primary key (tenant_id, user_id)
);

create index publications_feed_by_author on publications (author_id, published_at desc, id desc) where status = 'published';
create index publications_feed_by_tenant on publications (tenant_id, published_at desc, id desc) where status = 'published';
create index publications_feed_by_chain on publications (chain_code, published_at desc, id desc) where status = 'published';
-- bigdata's read model, for the feed's newest-first scan of followed companies' dynamics (content
-- reads company_dynamics; the index serves only that read).
create index company_dynamics_by_time on company_dynamics (publish_dt desc, id desc) include (company_id);
`;
