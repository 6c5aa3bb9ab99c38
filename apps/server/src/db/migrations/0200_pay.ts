/**
 * Membership and payment: products (the business types they grant), meals C and D with goods
 * (reference data, inserted here so existing databases get it too),
 * purchase orders, payment transactions per method, the sandbox gateway's trades, activation
 * codes, trials. Grants land in the shell's tenant_purchases, tagged with their source so a paid
 * order or a used code grants once (unique index).
 */
export default /* sql */ `
create table pay_products (
  product_id text primary key,
  product_name text not null,
  business_types smallint[] not null,
  sort integer not null default 0
);

create table pay_meals (
  meal_id text primary key,
  code text not null unique check (code in ('C', 'D')),
  meal_name text not null,
  product_id text not null references pay_products,
  suitable_tenant_type smallint not null,
  min_account_num integer not null default 1,
  max_account_num integer not null default 1,
  check (min_account_num >= 1 and max_account_num >= min_account_num)
);

create table pay_goods (
  goods_id text primary key,
  meal_id text not null references pay_meals on delete cascade,
  price_fen integer not null check (price_fen > 0),
  time_value integer not null check (time_value > 0),
  time_unit text not null check (time_unit in ('年', '月', '天')),
  is_recommend boolean not null default false,
  sort integer not null default 0
);

create table pay_orders (
  out_trade_no text primary key,
  tenant_id text not null references tenants on delete cascade,
  user_id text not null references users on delete cascade,
  tenant_name text not null,
  tenant_type smallint not null,
  buy_type smallint not null check (buy_type in (1, 2)),
  buy_account text not null,
  buyer_name text not null,
  product_id text not null references pay_products,
  meal_id text not null references pay_meals,
  goods_id text not null references pay_goods,
  goods_time text not null,
  account_num integer not null check (account_num >= 1),
  unit_price_fen integer not null,
  amount_fen integer not null check (amount_fen > 0),
  status smallint not null default 0 check (status in (0, 1, 2)),
  pay_type smallint,
  paid_transaction text,
  created_at timestamptz not null default now(),
  paid_at timestamptz,
  cancelled_at timestamptz,
  period_start timestamptz,
  period_end timestamptz
);
create index pay_orders_by_tenant on pay_orders (tenant_id, created_at desc);
create index pay_orders_unpaid on pay_orders (created_at) where status = 0;

create table pay_transactions (
  out_trade_no text primary key,
  order_no text not null references pay_orders on delete cascade,
  tenant_id text not null,
  pay_type smallint not null check (pay_type in (1, 2)),
  gateway text not null,
  code_url text not null,
  amount_fen integer not null,
  state text not null default 'NOTPAY',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index pay_transactions_by_order on pay_transactions (order_no);

create table pay_sandbox_trades (
  out_trade_no text primary key,
  pay_type smallint not null,
  amount_fen integer not null,
  subject text not null,
  state text not null default 'WAIT' check (state in ('WAIT', 'PAID', 'FAILED', 'CLOSED')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table pay_activation_codes (
  code text primary key,
  batch_no text not null,
  creator_tenant_id text not null references tenants on delete cascade,
  created_by text not null references users on delete cascade,
  product_id text not null references pay_products,
  goods_time text not null,
  used_by text references users on delete set null,
  used_tenant_id text references tenants on delete set null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index pay_activation_codes_by_creator on pay_activation_codes (creator_tenant_id, created_at desc);

create table pay_code_failures (
  id bigserial primary key,
  user_id text not null,
  ip text not null,
  failed_at timestamptz not null default now()
);
create index pay_code_failures_by_user on pay_code_failures (user_id, failed_at);

create table pay_trials (
  tenant_id text primary key references tenants on delete cascade,
  user_id text not null references users on delete cascade,
  region_code text not null,
  domain text not null default '',
  started_at timestamptz not null default now(),
  ends_at timestamptz not null
);

alter table tenant_purchases add column source text not null default '';
create unique index tenant_purchases_once_per_source on tenant_purchases (source, business_type) where source <> '';

insert into pay_products (product_id, product_name, business_types, sort) values
  ('P1001', '全功能会员（个人版）', '{1,2,3,4,5,11}', 1),
  ('P1002', '全功能会员（企业版）', '{1,2,3,4,5,11}', 2),
  ('P2001', '精准拓客', '{1}', 11),
  ('P2002', '客户管理', '{2}', 12),
  ('P2003', '会员管理', '{3}', 13),
  ('P2004', '精准招商', '{4}', 14),
  ('P2005', '政企通', '{5}', 15),
  ('P2011', '金融拓客', '{11}', 16),
  ('P9000', '全功能试用', '{1,2,3,4,5,11}', 99);

insert into pay_meals (meal_id, code, meal_name, product_id, suitable_tenant_type, min_account_num, max_account_num) values
  ('M1001', 'C', '个人版', 'P1001', 1, 1, 1),
  ('M1002', 'D', '企业版', 'P1002', 2, 10, 100);

insert into pay_goods (goods_id, meal_id, price_fen, time_value, time_unit, is_recommend, sort) values
  ('G1001', 'M1001', 19800, 1, '月', false, 1),
  ('G1002', 'M1001', 198000, 1, '年', true, 2),
  ('G1003', 'M1001', 498000, 3, '年', false, 3),
  ('G2001', 'M1002', 298000, 1, '年', true, 1),
  ('G2002', 'M1002', 538000, 2, '年', false, 2),
  ('G2003', 'M1002', 758000, 3, '年', false, 3);
`;
