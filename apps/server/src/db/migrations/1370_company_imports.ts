/**
 * Company imports run from the operator console (issue 32 item 5; docs/enterprise-import.md):
 * the uploaded file (kept in file storage under storage_key), its validation report, and the
 * write's progress. The state lives here so any instance may take the work and a restart resumes
 * it: `written` is committed in the same transaction as each batch of companies.
 */
export default /* sql */ `
create table company_imports (
  id text primary key,
  file_name text not null check (char_length(file_name) between 1 and 200),
  format text not null check (format in ('jsonl', 'csv', 'zip')),
  bytes bigint not null check (bytes > 0),
  storage_key text not null,
  status text not null check (status in ('validating', 'invalid', 'valid', 'importing', 'done', 'failed', 'discarded')),
  companies integer not null default 0 check (companies >= 0),
  errors jsonb not null default '[]'::jsonb,
  errors_truncated boolean not null default false,
  will_insert integer not null default 0,
  will_update integer not null default 0,
  written integer not null default 0 check (written >= 0),
  inserted integer not null default 0,
  updated integer not null default 0,
  rows_written bigint not null default 0,
  fail_reason text,
  created_by text not null,
  created_at timestamptz not null default now(),
  validated_at timestamptz,
  started_at timestamptz,
  finished_at timestamptz,
  worker_id text,
  heartbeat_at timestamptz,
  attempts integer not null default 0
);

create index company_imports_recent on company_imports (created_at desc);
create index company_imports_pending on company_imports (created_at) where status in ('validating', 'importing');
-- One write at a time: two imports writing the same companies would interleave their batches.
create unique index company_imports_one_writing on company_imports ((true)) where status = 'importing';
`;
