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
}

export interface WidgetTokenSignaturesTable {
  signature: string;
  expires_at: Timestamp;
}

export interface WidgetTables {
  widget_partners: WidgetPartnersTable;
  widget_token_signatures: WidgetTokenSignaturesTable;
}
