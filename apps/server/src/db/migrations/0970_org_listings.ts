/**
 * The discover directory (docs/discover.md): an organisation tenant's public listing. A shared
 * table keyed by tenant, like `tenants`: every signed-in user of the same customer reads the
 * listed ones; only the org module writes it (the tenant's administrator, and the demo seed).
 * `org_kind`: 1 government, 2 park, 3 chamber or association, 4 enterprise, 5 financial institution.
 */
export default /* sql */ `
create table org_listings (
  tenant_id text primary key references tenants on delete cascade,
  customer_code text not null,
  listed boolean not null default false,
  org_kind smallint not null check (org_kind between 1 and 5),
  region text not null default '',
  industries jsonb not null default '[]',
  logo text not null default '',
  intro text not null default '',
  updated_at timestamptz not null default now()
);
create index org_listings_directory on org_listings (customer_code, listed, org_kind);
`;
