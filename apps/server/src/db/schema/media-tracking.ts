import type { Generated } from 'kysely';
import type { DefaultTimestamp, Timestamp } from './accounts';

/** Tables of migration 1100_media_tracking (shared: visitors arrive before any tenant; scoped by customer code). */
export interface MediaAttributionsTable {
  user_id: string;
  customer_code: string;
  channel: string;
  visitor_id: string;
  created_at: DefaultTimestamp;
}

export type MediaDeliveryStatus = 'pending' | 'sent' | 'failed';

export interface MediaRecordsTable {
  id: string;
  customer_code: string;
  media_type: number;
  action: number;
  action_time: DefaultTimestamp;
  orig_link: Generated<string>;
  target_link: Generated<string>;
  page_link: Generated<string>;
  visitor_id: Generated<string>;
  user_id: string | null;
  clicked: Generated<number>;
  phone: Generated<string>;
  deal_amount_fen: Generated<number>;
  contact_support: Generated<number>;
  order_id: Generated<string>;
  status: Generated<MediaDeliveryStatus>;
  attempts: Generated<number>;
  sent_at: Timestamp | null;
  last_error: string | null;
}

export interface MediaTrackingTables {
  media_attributions: MediaAttributionsTable;
  media_records: MediaRecordsTable;
}
