import type { BigSerial, DefaultTimestamp } from './accounts';

/** Tables of migration 1300_company_monitoring (docs/company-tracking.md). */

/** A user's own group of monitored companies. */
export interface MonitorGroupsTable {
  id: BigSerial;
  tenant_id: string;
  user_id: string;
  name: string;
  created_at: DefaultTimestamp;
}

/** A company a user monitors, with the last event id read and the last one told in a digest. */
export interface MonitoredCompaniesTable {
  tenant_id: string;
  user_id: string;
  company_id: string;
  seen_event_id: string;
  notified_event_id: string;
  created_at: DefaultTimestamp;
}

export interface MonitorGroupCompaniesTable {
  tenant_id: string;
  group_id: string;
  company_id: string;
}

export interface CompanyTrackingTables {
  monitor_groups: MonitorGroupsTable;
  monitored_companies: MonitoredCompaniesTable;
  monitor_group_companies: MonitorGroupCompaniesTable;
}
