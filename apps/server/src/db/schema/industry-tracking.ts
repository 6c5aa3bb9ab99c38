import type { BigSerial, DefaultTimestamp } from './accounts';

/** Tables of migration 1330_industry_tracking (docs/industry-tracking.md). */

/**
 * A user's follow: a chain or node (node_code, with its chain), a region (code and level 1
 * province, 2 city, 3 county), or both; with the last event id read and the last one told.
 */
export interface IndustryFollowsTable {
  id: BigSerial;
  tenant_id: string;
  user_id: string;
  chain_code: string | null;
  node_code: string | null;
  region_code: string | null;
  region_level: number | null;
  seen_event_id: string;
  notified_event_id: string;
  created_at: DefaultTimestamp;
}

export interface IndustryTrackingTables {
  industry_follows: IndustryFollowsTable;
}
