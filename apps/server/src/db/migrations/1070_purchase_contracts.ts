/**
 * Purchase contracts of the expense centre (issue 29 item 7, docs/purchase-contracts.md): a contract
 * applied for one of the tenant's paid orders. It copies party A (the buyer, as given on apply),
 * party B (the white-label customer that sells) and the order's goods, amount, payment and period,
 * so later edits never change a contract. One live (not rejected) contract per order, enforced by a
 * partial unique index so parallel applications cannot both pass; contract numbers are unique.
 */
export default /* sql */ `
create table purchase_contracts (
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
  amount_fen integer not null check (amount_fen > 0),
  pay_type smallint,
  paid_at timestamptz,
  period_start timestamptz,
  period_end timestamptz,
  party_a_name text not null,
  party_a_credit_code text not null,
  party_a_address text not null,
  party_a_contact text not null,
  party_a_phone text not null,
  party_a_email text not null default '',
  party_b_name text not null default '',
  party_b_address text not null default '',
  party_b_phone text not null default '',
  platform_name text not null default '',
  remark text not null default '',
  status text not null default 'applied' check (status in ('applied', 'approved', 'rejected')),
  contract_no text,
  reject_reason text,
  sample boolean not null default false,
  attempts integer not null default 0,
  created_at timestamptz not null default now(),
  approved_at timestamptz,
  rejected_at timestamptz
);
create index purchase_contracts_by_tenant on purchase_contracts (tenant_id, created_at desc);
create index purchase_contracts_pending on purchase_contracts (created_at) where status = 'applied';
create unique index purchase_contracts_one_live_per_order on purchase_contracts (tenant_id, out_trade_no)
  where status <> 'rejected';
create unique index purchase_contracts_number on purchase_contracts (contract_no) where contract_no is not null;
`;
