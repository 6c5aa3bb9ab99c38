/**
 * Content (issue 25): publications with their comments and activity registrations, which readers
 * of every tenant of the customer reach (shared tables carrying the author's tenant and the
 * customer, read through the content module's visibility rule); each user's likes and collections
 * (tenant-owned); and the sensitive-word list, moved from im to content, which checks every
 * publication, comment and chat message against it.
 */
export default /* sql */ `
create table publications (
  id text primary key,
  customer_code text not null,
  tenant_id text not null references tenants on delete cascade,
  author_id text not null references users on delete cascade,
  kind text not null check (kind in ('article', 'supply', 'demand', 'project', 'activity', 'policy')),
  section text check (section in ('politics', 'customer', 'member', 'business', 'toker', 'tokerFinance')),
  visibility text not null default 'public' check (visibility in ('public', 'signedIn', 'purchasers', 'org')),
  status text not null default 'draft' check (status in ('draft', 'published', 'withdrawn')),
  title text not null,
  cover text,
  summary text not null default '',
  body jsonb not null,
  body_text text not null default '',
  attachments jsonb not null default '[]',
  tags text[] not null default '{}',
  industry_code text,
  chain_code text,
  chain_node_id text,
  region_code text,
  project_amount numeric(16, 2),
  activity_start timestamptz,
  activity_end timestamptz,
  activity_place text,
  activity_capacity integer check (activity_capacity is null or activity_capacity > 0),
  registration_deadline timestamptz,
  view_count integer not null default 0,
  like_count integer not null default 0,
  collect_count integer not null default 0,
  comment_count integer not null default 0,
  registration_count integer not null default 0,
  published_at timestamptz,
  withdrawn_by text references users on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (activity_capacity is null or registration_count <= activity_capacity)
);
create index publications_published on publications (customer_code, published_at desc, id) where status = 'published';
create index publications_by_section on publications (customer_code, section, published_at desc, id) where status = 'published';
create index publications_by_author on publications (author_id, updated_at desc, id);
create index publications_by_tenant on publications (tenant_id, updated_at desc, id);
create index publications_activities on publications (customer_code, activity_start) where kind = 'activity' and status = 'published';

create table publication_comments (
  id text primary key,
  publication_id text not null references publications on delete cascade,
  customer_code text not null,
  tenant_id text not null references tenants on delete cascade,
  author_id text not null references users on delete cascade,
  parent_id text references publication_comments on delete cascade,
  reply_to_user_id text references users on delete set null,
  body text not null,
  deleted_at timestamptz,
  created_at timestamptz not null default now()
);
create index publication_comments_by_publication on publication_comments (publication_id, created_at, id);

create table activity_registrations (
  publication_id text not null references publications on delete cascade,
  user_id text not null references users on delete cascade,
  customer_code text not null,
  tenant_id text not null references tenants on delete cascade,
  name text not null,
  phone text not null,
  company text not null default '',
  note text not null default '',
  created_at timestamptz not null default now(),
  primary key (publication_id, user_id)
);
create index activity_registrations_by_user on activity_registrations (user_id, created_at desc);

create table content_likes (
  tenant_id text not null references tenants on delete cascade,
  user_id text not null references users on delete cascade,
  target_kind text not null check (target_kind in ('publication', 'dynamic')),
  target_id text not null,
  created_at timestamptz not null default now(),
  primary key (tenant_id, user_id, target_kind, target_id)
);
create index content_likes_by_user on content_likes (tenant_id, user_id, created_at desc);

create table content_collections (
  tenant_id text not null references tenants on delete cascade,
  user_id text not null references users on delete cascade,
  target_kind text not null check (target_kind in ('publication', 'dynamic', 'policy')),
  target_id text not null,
  created_at timestamptz not null default now(),
  primary key (tenant_id, user_id, target_kind, target_id)
);
create index content_collections_by_user on content_collections (tenant_id, user_id, target_kind, created_at desc);

alter table im_sensitive_words rename to sensitive_words;
insert into sensitive_words (word) values
  ('非法集资'), ('传销'), ('洗钱'), ('套现'), ('六合彩'), ('高利贷'), ('裸聊'), ('代孕')
on conflict do nothing;
`;
