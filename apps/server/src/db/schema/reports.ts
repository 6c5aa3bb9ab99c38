import type { ColumnType, Generated } from 'kysely';
import type { DefaultTimestamp, Timestamp } from './accounts';

/** Tables of migration 0420_reports: the report queue, the finished PDFs and the report counts. */
export interface ReportsTable {
  id: string;
  tenant_id: string;
  user_id: string;
  ent_id: string;
  ent_name: string;
  type_code: number;
  area_name: Generated<string>;
  business_type: Generated<number>;
  search: ColumnType<Record<string, unknown>, string | undefined, string>;
  status: ColumnType<
    'queued' | 'running' | 'done' | 'failed',
    'queued' | undefined,
    'queued' | 'running' | 'done' | 'failed'
  >;
  percent: Generated<number>;
  attempts: Generated<number>;
  worker_id: string | null;
  fail_reason: string | null;
  file_name: string | null;
  file_size: number | null;
  created_at: DefaultTimestamp;
  started_at: Timestamp | null;
  heartbeat_at: Timestamp | null;
  finished_at: Timestamp | null;
}

export interface ReportFilesTable {
  report_id: string;
  tenant_id: string;
  pdf: Uint8Array;
  created_at: DefaultTimestamp;
}

export interface ReportQuotasTable {
  tenant_id: string;
  total: Generated<number>;
  used: Generated<number>;
}

export interface ReportsTables {
  reports: ReportsTable;
  report_files: ReportFilesTable;
  report_quotas: ReportQuotasTable;
}
