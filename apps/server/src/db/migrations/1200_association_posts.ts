/**
 * 会员管理's notices and events to members (docs/association.md "Notices and events"): the
 * association sends one of its published publications (content module: an article as a notice, an
 * activity as an event) to its members. Tenant-owned by the association; one row per publication
 * (sending again reaches members who joined since). The title and kind are kept as sent, for the
 * list once the publication is withdrawn; what it says now is read through the content module.
 */
export default /* sql */ `
create table assoc_posts (
  id bigserial primary key,
  tenant_id text not null references tenants on delete cascade,
  publication_id text not null,
  kind text not null check (kind in ('article', 'activity')),
  title text not null,
  author_id text references users on delete set null,
  recipients integer not null default 0 check (recipients >= 0),
  created_at timestamptz not null default now(),
  sent_at timestamptz not null default now()
);
create unique index assoc_posts_publication on assoc_posts (tenant_id, publication_id);
create index assoc_posts_tenant on assoc_posts (tenant_id, sent_at desc, id desc);
create index assoc_members_contact on assoc_members (contact_user_id) where state = 'active';
`;
