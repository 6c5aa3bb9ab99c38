import type { ColumnType } from 'kysely';
import type { BigSerial, DefaultTimestamp, Timestamp } from './accounts';

/** Tables of migration 1190_attract_projects (docs/attract.md "Projects"). */
/** A `date` column, read as 'YYYY-MM-DD' on both drivers. */
type DateText = ColumnType<string, string, string>;
/** A bigint id: written as a string or number, read as a string. */
type BigId = ColumnType<string, string | number, string | number>;
type WithDefault<T> = ColumnType<T, T | undefined, T>;
/** numeric, read as a number (db/type-parsers.ts). */
type Numeric = ColumnType<number, number, number>;

export interface AttractStagesTable {
  id: BigSerial;
  tenant_id: string;
  key: string | null;
  name: string;
  position: number;
  /** JSON array of StageRequirement. */
  requires: WithDefault<string>;
}

export interface AttractProjectsTable {
  id: BigSerial;
  tenant_id: string;
  region_code: string;
  name: string;
  company_id: string;
  company_name: string;
  company_region_code: string;
  chain_node_code: string | null;
  chain_node_name: string | null;
  /** 万元. */
  amount: Numeric | null;
  /** 亩. */
  land: Numeric | null;
  jobs: number | null;
  stage_id: BigId;
  stage_changed_at: DefaultTimestamp;
  source: string;
  owner_id: string;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface AttractProjectMembersTable {
  tenant_id: string;
  project_id: BigId;
  user_id: string;
}

export interface AttractProjectRecordsTable {
  id: BigSerial;
  tenant_id: string;
  project_id: BigId;
  kind: string;
  text: string;
  happened_on: DateText;
  user_id: string;
  created_at: DefaultTimestamp;
}

/** Documents of a project, and attachments of its records (record_id set). */
export interface AttractProjectFilesTable {
  id: BigSerial;
  tenant_id: string;
  project_id: BigId;
  record_id: BigId | null;
  file_id: string;
  name: string;
  mime: string;
  size: number;
  user_id: string;
  created_at: DefaultTimestamp;
}

export interface AttractProjectStepsTable {
  id: BigSerial;
  tenant_id: string;
  project_id: BigId;
  title: string;
  due_on: DateText;
  assignee_id: string;
  created_by: string;
  done_at: Timestamp | null;
  created_at: DefaultTimestamp;
}

/** Each stage a project entered (from_stage_id null: created); the monthly report reads these. */
export interface AttractProjectMovesTable {
  id: BigSerial;
  tenant_id: string;
  project_id: BigId;
  from_stage_id: BigId | null;
  to_stage_id: BigId;
  user_id: string;
  moved_at: DefaultTimestamp;
}

export interface AttractTables {
  attract_stages: AttractStagesTable;
  attract_projects: AttractProjectsTable;
  attract_project_members: AttractProjectMembersTable;
  attract_project_records: AttractProjectRecordsTable;
  attract_project_files: AttractProjectFilesTable;
  attract_project_steps: AttractProjectStepsTable;
  attract_project_moves: AttractProjectMovesTable;
}
