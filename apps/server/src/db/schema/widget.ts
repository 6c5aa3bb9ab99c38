import type { ColumnType, Generated } from 'kysely';
import type { DefaultTimestamp, Timestamp } from './accounts';

/** Tables of migration 0700_widget_partners: partners embedding the widgets (customer-owned). */
export interface WidgetPartnersTable {
  id: string;
  customer_code: string;
  name: string;
  /** Exact origins, `scheme://host[:port]`. */
  origins: ColumnType<string[], string | undefined, string>;
  secret: string;
  rate_per_minute: Generated<number>;
  created_at: DefaultTimestamp;
  /** Migration 1360: the secret replaced last, accepted until previous_secret_until. */
  previous_secret: ColumnType<string | null, string | null | undefined, string | null>;
  previous_secret_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** Migration 1360: refused widget requests, one row per customer, origin, reason and day. */
export interface WidgetRefusalsTable {
  customer_code: string;
  origin: string;
  reason: 'origin' | 'signature' | 'rate';
  day: string;
  count: Generated<number>;
  last_at: DefaultTimestamp;
}

export interface WidgetTokenSignaturesTable {
  signature: string;
  expires_at: Timestamp;
}

export interface WidgetTables {
  widget_partners: WidgetPartnersTable;
  widget_token_signatures: WidgetTokenSignaturesTable;
  widget_refusals: WidgetRefusalsTable;
}
