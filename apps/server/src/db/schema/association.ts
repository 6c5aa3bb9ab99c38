import type { ColumnType } from 'kysely';
import type { BigSerial, DefaultTimestamp, Timestamp } from './accounts';

/** Tables of migration 1160_association (docs/association.md). */
/** A `date` column, read as 'YYYY-MM-DD' on both drivers. */
type DateText = string;
/** A bigint id: written as a string or number, read as a string. */
type BigId = ColumnType<string, string | number, string | number>;
/** A bigint amount: written as a number, read as a string or number by the drivers. */
type BigAmount = ColumnType<string | number, number, number>;

export interface AssocSettingsTable {
  tenant_id: string;
  accepting: ColumnType<boolean, boolean | undefined, boolean>;
  intro: ColumnType<string, string | undefined, string>;
  updated_at: DefaultTimestamp;
}

export interface AssocLevelsTable {
  id: BigSerial;
  tenant_id: string;
  name: string;
  sort: number;
  created_at: DefaultTimestamp;
}

export interface AssocMembersTable {
  id: BigSerial;
  tenant_id: string;
  company_id: string | null;
  company_name: string;
  region_code: string | null;
  industry_code: string | null;
  level_id: BigId;
  contact_name: string;
  contact_phone: string;
  contact_user_id: string | null;
  term_start: DateText;
  term_end: DateText;
  state: ColumnType<'active' | 'ended', 'active' | 'ended' | undefined, 'active' | 'ended'>;
  ended_at: Timestamp | null;
  created_at: DefaultTimestamp;
}

export interface AssocApplicationsTable {
  id: BigSerial;
  tenant_id: string;
  applicant_tenant_id: string;
  applicant_user_id: string;
  company_id: string;
  company_name: string;
  contact_name: string;
  contact_phone: string;
  note: ColumnType<string, string | undefined, string>;
  state: ColumnType<
    'pending' | 'approved' | 'rejected',
    'pending' | 'approved' | 'rejected' | undefined,
    'pending' | 'approved' | 'rejected'
  >;
  reason: string | null;
  decided_by: string | null;
  decided_at: Timestamp | null;
  member_id: BigId | null;
  created_at: DefaultTimestamp;
}

export interface AssocDuesTable {
  id: BigSerial;
  tenant_id: string;
  member_id: BigId;
  year: number;
  amount_fen: BigAmount;
  due_date: DateText;
  paid_on: DateText | null;
  created_at: DefaultTimestamp;
}

/** Migration 1200_association_posts: notices and events (content publications) sent to members. */
export interface AssocPostsTable {
  id: BigSerial;
  tenant_id: string;
  publication_id: string;
  kind: 'article' | 'activity';
  title: string;
  author_id: string | null;
  recipients: ColumnType<number, number | undefined, number>;
  created_at: DefaultTimestamp;
  sent_at: DefaultTimestamp;
}

export interface AssociationTables {
  assoc_settings: AssocSettingsTable;
  assoc_levels: AssocLevelsTable;
  assoc_members: AssocMembersTable;
  assoc_applications: AssocApplicationsTable;
  assoc_dues: AssocDuesTable;
  assoc_posts: AssocPostsTable;
}
