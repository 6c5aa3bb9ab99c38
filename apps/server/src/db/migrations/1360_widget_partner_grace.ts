/**
 * The operator console's partners and health (issue 32 items 2 and 6; docs/operator.md):
 * a rotated partner secret keeps verifying signed requests until `previous_secret_until` (the
 * grace period the operator chose, ended early on request), and refused widget requests are counted
 * per customer, origin, reason and day (one row each, never one per request; old days pruned and the
 * table capped, so an origin made up per request cannot grow it without bound).
 */
export default /* sql */ `
alter table widget_partners
  add column previous_secret text check (previous_secret is null or char_length(previous_secret) >= 32),
  add column previous_secret_until timestamptz;

create table widget_refusals (
  customer_code text not null,
  origin text not null check (char_length(origin) <= 200),
  reason text not null check (reason in ('origin', 'signature', 'rate')),
  day date not null,
  count integer not null default 1 check (count >= 1),
  last_at timestamptz not null default now(),
  primary key (customer_code, origin, reason, day)
);

create index widget_refusals_recent on widget_refusals (last_at desc);
`;
