/**
 * Uploaded files (avatars, card images and videos): one row per stored object, tenant-owned. The
 * bytes live in the file storage adapter under storage_key; sha256 is the ETag.
 */
export default /* sql */ `
create table uploaded_files (
  id text primary key,
  tenant_id text not null references tenants on delete cascade,
  user_id text not null references users on delete cascade,
  kind text not null check (kind in ('avatar', 'image', 'video')),
  mime text not null,
  byte_size integer not null check (byte_size > 0),
  width integer,
  height integer,
  sha256 text not null,
  storage_key text not null unique,
  created_at timestamptz not null default now()
);

create index uploaded_files_by_owner on uploaded_files (tenant_id, user_id, created_at desc);
`;
