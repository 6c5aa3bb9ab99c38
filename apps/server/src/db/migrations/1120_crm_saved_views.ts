/**
 * Saved views of the 客户管理 tables (issue 26 item 6; docs/customers.md "Saved views"): a member's
 * named filters and column settings of the customers or the deals table, private or shared with the
 * organisation. Tenant-owned. A name is unique per member and table whatever its case; at most 20
 * views per member and table (the server counts under a lock). `state` holds the filters and
 * columns as the contract's schema for the table allows them.
 */
export default /* sql */ `
create table crm_saved_views (
  id bigserial primary key,
  tenant_id text not null references tenants on delete cascade,
  owner_id text not null references users on delete cascade,
  "table" text not null check ("table" in ('customers', 'deals')),
  name text not null check (char_length(name) between 1 and 30),
  shared boolean not null default false,
  state jsonb not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index crm_saved_views_name on crm_saved_views (tenant_id, owner_id, "table", lower(name));
create index crm_saved_views_shared on crm_saved_views (tenant_id, "table") where shared;
`;
