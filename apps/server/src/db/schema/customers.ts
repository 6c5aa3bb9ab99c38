import type { ColumnType, Generated } from 'kysely';
import type { BigSerial, DefaultTimestamp, Timestamp } from './accounts';

/** Tables of migration 1010_customers (docs/customers.md). */
export type CustomerSourceColumn = 'manual' | 'data' | 'lead' | 'import' | 'card' | 'chat';
export type StageKindColumn = 'open' | 'won' | 'lost';
export type TimelineKindColumn =
  | 'note'
  | 'call'
  | 'meeting'
  | 'visit'
  | 'email'
  | 'created'
  | 'stage'
  | 'lead'
  | 'task'
  | 'owner'
  | 'deal'
  /** Migration 1130_crm_contact_cards: a message to, and cards exchanged with, a linked contact. */
  | 'chat'
  | 'card';
/** A `date` column, read as 'YYYY-MM-DD' on both drivers. */
type DateText = string;
/** A bigint id: written as a string or number, read as a string. */
type BigId = ColumnType<string, string | number, string | number>;

export interface CrmCustomersTable {
  id: BigSerial;
  tenant_id: string;
  owner_id: string;
  name: string;
  usc_no: string | null;
  /** The credit code, or `id:<company_id>`; null for a company entered by hand without a code. */
  credit_key: string | null;
  company_id: string | null;
  region_code: string | null;
  industry_code: string | null;
  source: CustomerSourceColumn;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  last_activity_at: Timestamp | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface CrmCollaboratorsTable {
  tenant_id: string;
  customer_id: BigId;
  user_id: string;
}

export interface CrmContactsTable {
  id: BigSerial;
  tenant_id: string;
  customer_id: BigId;
  name: string;
  title: string | null;
  phone: string | null;
  email: string | null;
  created_at: DefaultTimestamp;
  /** Migration 1130_crm_contact_cards: the business card the contact is linked to (any tenant). */
  vcard_id: string | null;
}

export interface CrmStagesTable {
  id: BigSerial;
  tenant_id: string;
  key: string | null;
  name: string;
  probability: number;
  kind: StageKindColumn;
  position: number;
}

export interface CrmDealsTable {
  id: BigSerial;
  tenant_id: string;
  customer_id: BigId;
  owner_id: string;
  title: string;
  /** 元 (numeric, read as a number). */
  amount: ColumnType<number, number | undefined, number>;
  stage_id: BigId;
  expected_close_on: DateText | null;
  closed_at: Timestamp | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface CrmActivitiesTable {
  id: BigSerial;
  tenant_id: string;
  customer_id: BigId;
  deal_id: BigId | null;
  user_id: string;
  kind: TimelineKindColumn;
  text: Generated<string>;
  params: ColumnType<Record<string, string | number>, string | undefined, string>;
  created_at: DefaultTimestamp;
}

export interface CrmTasksTable {
  id: BigSerial;
  tenant_id: string;
  customer_id: BigId;
  deal_id: BigId | null;
  assignee_id: string;
  created_by: string;
  title: string;
  due_on: DateText;
  done_at: Timestamp | null;
  created_at: DefaultTimestamp;
}

/** Migration 1120_crm_saved_views: a member's named filters and columns of a table. */
export type SavedViewTableColumn = 'customers' | 'deals';
export interface CrmSavedViewsTable {
  id: BigSerial;
  tenant_id: string;
  owner_id: string;
  table: SavedViewTableColumn;
  name: string;
  shared: ColumnType<boolean, boolean | undefined, boolean>;
  /** The contract's state of the table's views (filters and columns), as JSON. */
  state: ColumnType<unknown, string, string>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface CustomersTables {
  crm_customers: CrmCustomersTable;
  crm_collaborators: CrmCollaboratorsTable;
  crm_contacts: CrmContactsTable;
  crm_stages: CrmStagesTable;
  crm_deals: CrmDealsTable;
  crm_activities: CrmActivitiesTable;
  crm_tasks: CrmTasksTable;
  crm_saved_views: CrmSavedViewsTable;
}
