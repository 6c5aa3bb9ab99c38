/**
 * Partners who embed the widgets (issue 13): per customer, the origins allowed to embed them and
 * the secret their backend signs widget-token requests with (HMAC, so it is kept as is and never
 * returned by any call), and the signatures already used (replay guard, kept 10 minutes).
 */
export default /* sql */ `
create table widget_partners (
  id text primary key check (id ~ '^[a-z0-9][a-z0-9-]{1,62}$'),
  customer_code text not null references customers,
  name text not null check (char_length(name) between 1 and 100),
  origins jsonb not null default '[]'::jsonb check (jsonb_typeof(origins) = 'array'),
  secret text not null check (char_length(secret) >= 32),
  rate_per_minute integer not null default 600 check (rate_per_minute between 1 and 100000),
  created_at timestamptz not null default now()
);

create index widget_partners_by_customer on widget_partners (customer_code);

create table widget_token_signatures (
  signature text primary key,
  expires_at timestamptz not null
);
`;
