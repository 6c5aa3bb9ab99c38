/**
 * The people side of chat (docs/im.md People). im_users records who used chat (first and last
 * use); the IM account is the user id. It is keyed by user like the identity tables, so it is a
 * shared table. The indexes serve the any-tenant reads: the other side of a friendship (delete
 * both sides, the chat's friends-or-colleagues check) and the applications a user received.
 */
export default /* sql */ `
create table im_users (
  user_id text primary key references users on delete cascade,
  im_account text not null unique,
  first_used_at timestamptz not null default now(),
  last_used_at timestamptz not null default now(),
  last_tenant_id text references tenants on delete set null
);

create index im_friends_by_friend on im_friends (friend_user_id, user_id);
create index im_friend_applications_received on im_friend_applications (resp_user_id, status);
`;
