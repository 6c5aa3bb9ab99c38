/**
 * 政策, the platform's policy library (issue 28 item 8; docs/policies.md): one row per policy with
 * its issuing body, level, region, chains, days, full text (plain paragraphs, never markup) and
 * support measures. Platform content, the same for every tenant: no tenant column. A user's
 * collected policies (myCollectPolicy) are tenant rows beside it.
 */
export default /* sql */ `
create table policies (
  id bigserial primary key,
  title text not null check (length(title) between 1 and 200),
  issuer text not null check (length(issuer) between 1 and 100),
  level text not null check (level in ('national', 'province', 'city', 'county')),
  region_code text not null default '' check (
    (level = 'national' and region_code = '') or (level <> 'national' and region_code ~ '^[0-9]{6}$')
  ),
  chain_codes text[] not null default '{}',
  issued_on date not null,
  expires_on date check (expires_on is null or expires_on >= issued_on),
  paragraphs text[] not null check (cardinality(paragraphs) between 1 and 200),
  measures jsonb not null default '[]'
);
create index policies_newest on policies (issued_on desc, id desc);
create index policies_by_province on policies (substr(region_code, 1, 2), issued_on desc);
create index policies_by_region on policies (region_code);

create table policy_collects (
  tenant_id text not null references tenants on delete cascade,
  user_id text not null references users on delete cascade,
  policy_id bigint not null references policies on delete cascade,
  created_at timestamptz not null default now(),
  primary key (tenant_id, user_id, policy_id)
);
create index policy_collects_by_user on policy_collects (tenant_id, user_id, created_at desc);
`;
