import type { ColumnType, Generated } from 'kysely';
import type { BigSerial, DefaultTimestamp, Timestamp } from './accounts';

/** Tables of migration 1000_leads (docs/leads.md). */
export type LeadStatusColumn = 'new' | 'contacted' | 'interested' | 'converted' | 'invalid';
export type LeadListShareColumn = 'private' | 'users' | 'organisation';
export type LeadProductTagColumn = 'workingCapital' | 'equity' | 'bond' | 'leasing';
export type FollowUpKindColumn = 'call' | 'visit' | 'message' | 'email';
/** A `date` column, read as 'YYYY-MM-DD' on both drivers. */
type DateText = string;
/** A bigint id: written as a string or number, read as a string. */
type BigId = ColumnType<string, string | number, string | number>;

export interface LeadListsTable {
  id: BigSerial;
  tenant_id: string;
  owner_id: string;
  name: string;
  share: Generated<LeadListShareColumn>;
  /** The profile the list was made from, as JSON text (null: chosen companies). */
  profile: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  lead_count: Generated<number>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface LeadListSharesTable {
  tenant_id: string;
  list_id: BigId;
  user_id: string;
}

export interface LeadsTable {
  id: BigSerial;
  tenant_id: string;
  list_id: BigId;
  company_id: string;
  /** The credit code, or `id:<company_id>` for a company without one: one lead per key and list. */
  credit_key: string;
  usc_no: string;
  company_name: string;
  region_code: string;
  industry_code: string;
  score: Generated<number>;
  status: Generated<LeadStatusColumn>;
  invalid_reason: string | null;
  assignee_id: string | null;
  next_follow_up_on: DateText | null;
  last_follow_up_at: Timestamp | null;
  follow_up_count: Generated<number>;
  converted_at: Timestamp | null;
  /** The bank's products to pitch (金融拓客, migration 1020_lead_products). */
  product_tags: ColumnType<
    LeadProductTagColumn[],
    LeadProductTagColumn[] | undefined,
    LeadProductTagColumn[]
  >;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface LeadFollowUpsTable {
  id: BigSerial;
  tenant_id: string;
  lead_id: BigId;
  user_id: string;
  kind: FollowUpKindColumn;
  note: string;
  next_on: DateText | null;
  created_at: DefaultTimestamp;
}

export interface LeadExportQuotasTable {
  tenant_id: string;
  total: number;
  used: Generated<number>;
}

export interface LeadsTables {
  lead_lists: LeadListsTable;
  lead_list_shares: LeadListSharesTable;
  leads: LeadsTable;
  lead_follow_ups: LeadFollowUpsTable;
  lead_export_quotas: LeadExportQuotasTable;
}
