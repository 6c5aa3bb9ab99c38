import type { ColumnType, Generated } from 'kysely';
import type { DefaultTimestamp } from './accounts';

/** Table of migration 0970_org_listings: an organisation tenant's public listing (docs/discover.md). */
export interface OrgListingsTable {
  tenant_id: string;
  customer_code: string;
  listed: Generated<boolean>;
  /** 1 government, 2 park, 3 chamber or association, 4 enterprise, 5 financial institution. */
  org_kind: number;
  region: Generated<string>;
  /** jsonb: written as a JSON string, read as the array. */
  industries: ColumnType<string[], string | undefined, string>;
  logo: Generated<string>;
  intro: Generated<string>;
  updated_at: DefaultTimestamp;
}

export interface OrgTables {
  org_listings: OrgListingsTable;
}
