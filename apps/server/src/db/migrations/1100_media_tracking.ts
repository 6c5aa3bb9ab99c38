/**
 * Media tracking (issue 30 item 7, docs/media-tracking.md): which media channel brought each user
 * (the first one stays), and the tracking records (spec 2 §3) of visits, clicks, registrations,
 * trial activations and paid orders, each waiting to be sent to its channel's monitor
 * (pending -> sent or failed, with attempts, so a restart resumes delivery). Visitors arrive before
 * any tenant exists for them, so both tables are shared, scoped by white-label customer code.
 * One registration and one activation per user, and one purchase record per order.
 */
export default /* sql */ `
create table media_attributions (
  user_id text primary key references users on delete cascade,
  customer_code text not null references customers on delete cascade,
  channel text not null,
  visitor_id text not null,
  created_at timestamptz not null default now()
);
create index media_attributions_by_customer on media_attributions (customer_code, created_at);

create table media_records (
  id text primary key,
  customer_code text not null references customers on delete cascade,
  media_type smallint not null check (media_type between 1 and 9),
  action smallint not null check (action in (1, 2, 3, 4, 6)),
  action_time timestamptz not null default now(),
  orig_link text not null default '',
  target_link text not null default '',
  page_link text not null default '',
  visitor_id text not null default '',
  user_id text references users on delete set null,
  clicked smallint not null default 0,
  phone text not null default '',
  deal_amount_fen integer not null default 0 check (deal_amount_fen >= 0),
  contact_support smallint not null default 0,
  order_id text not null default '',
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  attempts integer not null default 0,
  sent_at timestamptz,
  last_error text
);
create index media_records_report on media_records (customer_code, action_time);
create index media_records_pending on media_records (action_time) where status = 'pending';
create unique index media_records_one_per_user on media_records (user_id, action)
  where action in (3, 4) and user_id is not null;
create unique index media_records_one_per_order on media_records (order_id)
  where action = 6 and order_id <> '';
`;
