/**
 * Sales management (issue 29 item 4, docs/sales.md): each seller's sales code, sales teams with
 * their members, and which seller's code brought a user (the first binding stays). Sellers and the
 * people they bring live in many tenants of one white-label customer, so these tables are shared,
 * scoped by customer code. An order carries the sales code its buyer was bound to when it was made.
 */
export default /* sql */ `
create table sales_codes (
  code text primary key,
  user_id text not null unique references users on delete cascade,
  customer_code text not null references customers on delete cascade,
  created_at timestamptz not null default now()
);

create table sales_teams (
  id text primary key,
  customer_code text not null references customers on delete cascade,
  name text not null,
  leader_user_id text not null references users on delete cascade,
  team_code text not null unique,
  created_at timestamptz not null default now()
);

create table sales_team_members (
  user_id text primary key references users on delete cascade,
  team_id text not null references sales_teams on delete cascade,
  role text not null check (role in ('leader', 'member')),
  joined_at timestamptz not null default now()
);
create index sales_team_members_by_team on sales_team_members (team_id, joined_at);

create table sales_bindings (
  user_id text primary key references users on delete cascade,
  customer_code text not null references customers on delete cascade,
  sell_code text not null references sales_codes on delete cascade,
  source text not null check (source in ('link', 'manual')),
  bound_at timestamptz not null default now()
);
create index sales_bindings_by_code on sales_bindings (sell_code, bound_at desc);

alter table pay_orders add column sell_code text not null default '';
create index pay_orders_by_sell_code on pay_orders (sell_code, paid_at) where sell_code <> '';
`;
