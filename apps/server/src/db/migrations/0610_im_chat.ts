/**
 * Chat (issue 12): groups, conversations, their members' read positions, messages, group-creation
 * records and sensitive words.
 *
 * Conversations, messages and groups are NOT tenant-owned: a C2C conversation between users of two
 * tenants, or a general group with members from several tenants, belongs to all its participants.
 * Access is by participant (modules/im/access.ts `memberOf(callerId)`), see docs/im.md. Only the
 * group-creation records (one user's history, kept in the tenant they created the group in) are
 * tenant-owned.
 *
 * `im_conversations.last_seq` is the per-conversation sequence: a send allocates the next seq with
 * `update ... set last_seq = last_seq + 1 returning last_seq`, whose row lock serialises sends to
 * one conversation until the transaction ends, so seqs are gapless and ordered (a refused or
 * rolled-back send gives its seq back).
 */
export default /* sql */ `
create table im_groups (
  id text primary key,
  type text not null check (type in ('general', 'org')),
  name text not null,
  owner_id text not null references users on delete restrict,
  creator_tenant_id text not null references tenants on delete cascade,
  org_tenant_id text references tenants on delete cascade,
  face_url text not null default '',
  introduction text not null default '',
  notification text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  dissolved_at timestamptz,
  check ((type = 'org') = (org_tenant_id is not null))
);
create unique index im_groups_one_per_org on im_groups (org_tenant_id) where dissolved_at is null;

create table im_group_members (
  group_id text not null references im_groups on delete cascade,
  user_id text not null references users on delete cascade,
  role text not null default 'member' check (role in ('owner', 'admin', 'member')),
  nickname text not null default '',
  joined_at timestamptz not null default now(),
  primary key (group_id, user_id)
);
create index im_group_members_by_user on im_group_members (user_id);

create table im_conversations (
  id text primary key,
  type text not null check (type in ('C2C', 'GROUP')),
  group_id text references im_groups on delete cascade,
  last_seq integer not null default 0,
  last_message_at timestamptz,
  last_abstract text not null default '',
  last_sender_id text,
  created_at timestamptz not null default now(),
  check ((type = 'GROUP') = (group_id is not null))
);

-- One row per participant. joined_seq: a member sees messages after it (a new group member does
-- not read older history); left_seq: after leaving a group, history up to it stays readable.
create table im_conversation_members (
  conversation_id text not null references im_conversations on delete cascade,
  user_id text not null references users on delete cascade,
  read_seq integer not null default 0,
  unread integer not null default 0,
  joined_seq integer not null default 0,
  left_seq integer,
  hidden boolean not null default false,
  updated_at timestamptz not null default now(),
  primary key (conversation_id, user_id)
);
create index im_conversation_members_by_user on im_conversation_members (user_id, updated_at desc);

create table im_messages (
  conversation_id text not null references im_conversations on delete cascade,
  seq integer not null,
  id text not null unique,
  sender_id text not null references users on delete cascade,
  client_msg_id text not null,
  type text not null check (type in ('text', 'face', 'image', 'audio', 'video', 'file', 'custom', 'merged')),
  payload jsonb not null,
  created_at timestamptz not null default now(),
  primary key (conversation_id, seq),
  unique (sender_id, client_msg_id)
);

create table im_group_create_records (
  id text primary key,
  tenant_id text not null references tenants on delete cascade,
  creator_id text not null references users on delete cascade,
  group_id text not null references im_groups on delete cascade,
  group_name text not null,
  member_ids text[] not null,
  created_at timestamptz not null default now()
);
create index im_group_create_records_by_creator on im_group_create_records (tenant_id, creator_id, created_at desc);

create table im_sensitive_words (
  word text primary key,
  created_at timestamptz not null default now()
);
insert into im_sensitive_words (word) values
  ('赌博网站'), ('代开发票'), ('刷单返利'), ('枪支弹药'), ('办理假证');
`;
