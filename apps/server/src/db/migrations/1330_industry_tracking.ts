/**
 * 产业追踪 (issue 28 item 5; docs/industry-tracking.md): what a user follows — a chain or one of its
 * nodes (node_code: the code matched against company_profiles.node_paths, chain_code its chain), a
 * region (GB/T 2260 code and its level: 1 province, 2 city, 3 county) or a chain within a region —
 * and per follow two marks into the data set's change events (company_changes ids grow as events
 * are loaded): what the user has read and what the daily digest has told them.
 *
 * The timeline walks the change events newest first (changed_on, id) by keyset, so it gets the
 * index in that order; the marks compare ids (the primary key).
 */
export default /* sql */ `
create table industry_follows (
  id bigserial primary key,
  tenant_id text not null references tenants on delete cascade,
  user_id text not null references users on delete cascade,
  chain_code text,
  node_code text,
  region_code text,
  region_level smallint,
  seen_event_id bigint not null default 0,
  notified_event_id bigint not null default 0,
  created_at timestamptz not null default now(),
  check (node_code is not null or region_code is not null),
  check ((chain_code is null) = (node_code is null)),
  check ((region_code is null) = (region_level is null)),
  check (region_level is null or region_level between 1 and 3)
);
create unique index industry_follows_unique
  on industry_follows (tenant_id, user_id, coalesce(node_code, ''), coalesce(region_code, ''));

create index company_changes_newest on company_changes (changed_on desc, id desc);
`;
