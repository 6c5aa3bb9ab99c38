/**
 * Industry chain maps (issue 14): how many companies each tenant may still export from the chain
 * maps' company lists (spec 2 §7 getEntPageListExportCount); a row appears on first use.
 */
export default /* sql */ `
create table chain_export_quotas (
  tenant_id text primary key references tenants on delete cascade,
  total integer not null check (total >= 0),
  used integer not null default 0 check (used >= 0)
);
`;
