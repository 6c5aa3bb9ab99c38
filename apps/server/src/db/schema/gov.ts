import type { ColumnType } from 'kysely';
import type { BigSerial, DefaultTimestamp, Timestamp } from './accounts';

/** Tables of migration 1170_gov (docs/gov.md). */
/** A `date` column, read as 'YYYY-MM-DD' on both drivers. */
type DateText = ColumnType<string, string, string>;
/** A bigint id: written as a string or number, read as a string. */
type BigId = ColumnType<string, string | number, string | number>;
type WithDefault<T> = ColumnType<T, T | undefined, T>;

export interface GovSettingsTable {
  tenant_id: string;
  desk_name: WithDefault<string>;
  region_code: WithDefault<string>;
  /** JSON: days per category. */
  category_days: WithDefault<string>;
  updated_at: DefaultTimestamp;
}

export interface GovDepartmentsTable {
  id: BigSerial;
  tenant_id: string;
  name: string;
  created_at: DefaultTimestamp;
}

export interface GovAppealsTable {
  id: BigSerial;
  tenant_id: string;
  submitter_tenant_id: string;
  submitter_user_id: string;
  company_id: string;
  company_name: string;
  region_code: string;
  category: string;
  title: string;
  content: string;
  contact_name: string;
  contact_phone: string;
  /** JSON: the attachments. */
  attachments: WithDefault<string>;
  state: WithDefault<string>;
  department_id: BigId | null;
  assignee_id: string | null;
  answer: WithDefault<string>;
  reject_reason: WithDefault<string>;
  deadline: DateText;
  answered_at: Timestamp | null;
  closed_at: Timestamp | null;
  rating: number | null;
  rating_comment: WithDefault<string>;
  rated_at: Timestamp | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface GovAppealEventsTable {
  id: BigSerial;
  tenant_id: string;
  appeal_id: BigId;
  kind: string;
  side: 'desk' | 'enterprise';
  actor_id: string | null;
  text: WithDefault<string>;
  department_id: BigId | null;
  assignee_id: string | null;
  created_at: DefaultTimestamp;
}

export interface GovNoticesTable {
  id: BigSerial;
  tenant_id: string;
  title: string;
  body: string;
  category: string;
  target: string;
  region_code: string;
  author_id: string | null;
  recipients: WithDefault<number>;
  created_at: DefaultTimestamp;
}

export interface GovNoticeCompaniesTable {
  tenant_id: string;
  notice_id: BigId;
  company_id: string;
  company_name: string;
}

export interface GovCompanyLinksTable {
  tenant_id: string;
  user_id: string;
  company_id: string;
  company_name: string;
  region_code: string;
  created_at: DefaultTimestamp;
}

export interface GovTables {
  gov_settings: GovSettingsTable;
  gov_departments: GovDepartmentsTable;
  gov_appeals: GovAppealsTable;
  gov_appeal_events: GovAppealEventsTable;
  gov_notices: GovNoticesTable;
  gov_notice_companies: GovNoticeCompaniesTable;
  gov_company_links: GovCompanyLinksTable;
}
