/**
 * Invoices of the expense centre (issue 29 item 6, docs/invoices.md): the tenant's saved invoice
 * titles (抬头) and the invoices applied for its paid orders. An invoice copies its title, so
 * editing or deleting a title never changes an invoice; it
 * copies the order's goods too. One live (not rejected) invoice per order,
 * enforced by a partial unique index so parallel applications cannot both pass.
 */
export default /* sql */ `
create table invoice_titles (
  id text primary key,
  tenant_id text not null references tenants on delete cascade,
  kind text not null check (kind in ('company', 'personal')),
  name text not null,
  tax_no text not null default '',
  address text not null default '',
  phone text not null default '',
  bank text not null default '',
  account text not null default '',
  is_default boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index invoice_titles_by_tenant on invoice_titles (tenant_id, updated_at desc);
create unique index invoice_titles_one_default on invoice_titles (tenant_id) where is_default;

create table invoices (
  id text primary key,
  tenant_id text not null references tenants on delete cascade,
  user_id text not null references users on delete cascade,
  applicant_name text not null,
  out_trade_no text not null references pay_orders on delete cascade,
  meal_code text not null,
  meal_name text not null,
  goods_time text not null,
  account_num integer not null,
  buy_type smallint not null,
  type smallint not null check (type in (1, 2)),
  status text not null default 'applied' check (status in ('applied', 'issued', 'rejected')),
  amount_fen integer not null check (amount_fen > 0),
  title_kind text not null check (title_kind in ('company', 'personal')),
  title_name text not null,
  tax_no text not null default '',
  address text not null default '',
  phone text not null default '',
  bank text not null default '',
  account text not null default '',
  email text not null default '',
  remark text not null default '',
  invoice_no text,
  reject_reason text,
  sample boolean not null default false,
  attempts integer not null default 0,
  created_at timestamptz not null default now(),
  issued_at timestamptz,
  rejected_at timestamptz
);
create index invoices_by_tenant on invoices (tenant_id, created_at desc);
create index invoices_pending on invoices (created_at) where status = 'applied';
create unique index invoices_one_live_per_order on invoices (tenant_id, out_trade_no)
  where status <> 'rejected';
`;
