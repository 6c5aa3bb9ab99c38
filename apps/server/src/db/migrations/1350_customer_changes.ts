/**
 * The operator edits the white-label customers (issue 32 item 1; docs/operator.md "Customers"):
 * - `version` on customers: a save names the version it read, so of two operators saving the same
 *   customer the second is told instead of overwriting;
 * - `footer_partners`: the partners the customer's footer lists (name and address);
 * - `customer_changes`: every change, who made it, when, and the configuration before and after.
 */
export default /* sql */ `
alter table customers add column version integer not null default 0;
alter table customers add column footer_partners jsonb not null default '[]'::jsonb;

create table customer_changes (
  id bigserial primary key,
  customer_code text not null references customers on delete cascade,
  user_id text not null,
  user_name text not null default '',
  changed_at timestamptz not null default now(),
  before jsonb,
  after jsonb not null
);
create index customer_changes_by_customer on customer_changes (customer_code, changed_at desc, id desc);
`;
