/**
 * Social login (issue 30, docs/social-login.md). A started login's state is bound to the browser
 * (the hash of an HttpOnly cookie's nonce) and used once; checkThirdLogin turns the provider's
 * answer into a one-time ticket the social grant redeems; identities link a provider's user to an
 * account of one white-label customer. Every secret is kept as its SHA-256.
 */
export default /* sql */ `
create table social_login_states (
  state_hash text primary key,
  browser_hash text not null,
  customer_code text not null references customers on delete cascade,
  source text not null check (source in ('wechat', 'dingtalk', 'qq')),
  intent text not null check (intent in ('login', 'bind')),
  user_id text references users on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index social_login_states_by_created on social_login_states (created_at);

create table social_login_tickets (
  ticket_hash text primary key,
  browser_hash text not null,
  customer_code text not null references customers on delete cascade,
  source text not null check (source in ('wechat', 'dingtalk', 'qq')),
  open_id text not null,
  nickname text not null default '',
  avatar text not null default '',
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index social_login_tickets_by_created on social_login_tickets (created_at);

create table social_identities (
  customer_code text not null references customers on delete cascade,
  source text not null check (source in ('wechat', 'dingtalk', 'qq')),
  open_id text not null,
  user_id text not null references users on delete cascade,
  nickname text not null default '',
  avatar text not null default '',
  created_at timestamptz not null default now(),
  primary key (customer_code, source, open_id),
  unique (customer_code, user_id, source)
);
create index social_identities_by_user on social_identities (user_id);
`;
