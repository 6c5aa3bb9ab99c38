/**
 * Electronic business cards (spec 2 §3 Business card, Card module): cards, their modules (custom
 * modules are codes 50 and above in the same table), and friend applications made from a card.
 * The card folder (vcard_holder) and followed people (user_attention) exist since 0100_shell; the
 * folder now points at real cards. All tables are tenant-owned; a public card is read by id from
 * any tenant (the view link is public) and masked by the server.
 */
export default /* sql */ `
create table vcards (
  id text primary key,
  tenant_id text not null references tenants on delete cascade,
  user_id text not null references users on delete cascade,
  type smallint not null check (type in (1, 2)),
  org_id text not null default '',
  org_name text not null default '',
  user_name text not null,
  nick_name text not null default '',
  avatar text not null default '',
  post text not null default '',
  dept text not null default '',
  phone text not null default '',
  email text not null default '',
  address text not null default '',
  company_id text references companies on delete set null,
  region_code text,
  encrypt boolean not null default true,
  if_opened boolean not null default true,
  is_deleted boolean not null default false,
  is_default boolean not null default false,
  sort integer not null default 0,
  sync_time timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index vcards_by_owner on vcards (tenant_id, user_id, sort) where not is_deleted;
create unique index vcards_one_default on vcards (tenant_id, user_id) where is_default and not is_deleted;
create index vcards_by_org on vcards (tenant_id, org_name) where not is_deleted;
create index vcards_by_user on vcards (user_id) where not is_deleted;

create table vcard_modules (
  id text primary key,
  tenant_id text not null references tenants on delete cascade,
  vcard_id text not null references vcards on delete cascade,
  module_code integer not null
    check ((module_code between 1 and 17 and module_code <> 15) or module_code between 50 and 199),
  module_name text not null default '',
  if_display smallint not null default 1 check (if_display in (0, 1)),
  content text not null default '',
  sort integer not null default 0,
  unique (vcard_id, module_code)
);
create index vcard_modules_by_card on vcard_modules (vcard_id, sort);

delete from vcard_holder where vcard_id not in (select id from vcards);
alter table vcard_holder
  add constraint vcard_holder_card foreign key (vcard_id) references vcards (id) on delete cascade;
create index vcard_holder_by_card on vcard_holder (vcard_id);

create table im_friend_applications (
  id text primary key,
  tenant_id text not null references tenants on delete cascade,
  apply_user_id text not null references users on delete cascade,
  resp_user_id text not null references users on delete cascade,
  source text not null default 'card',
  wording text not null default '',
  remark text not null default '',
  vcard_ids text[] not null,
  status smallint not null default 0 check (status in (0, 1, 2)),
  created_at timestamptz not null default now()
);
create index im_friend_applications_to on im_friend_applications (tenant_id, resp_user_id, status);
create unique index im_friend_applications_pending
  on im_friend_applications (tenant_id, apply_user_id, resp_user_id) where status = 0;
`;
