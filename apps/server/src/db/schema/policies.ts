import type { ColumnType, Generated } from 'kysely';
import type { BigSerial, DefaultTimestamp } from './accounts';

/** Tables of migration 1290_policies (docs/policies.md). */
export type PolicyLevelColumn = 'national' | 'province' | 'city' | 'county';

/** A support measure of a policy (jsonb): a sum in 万元, or null. */
export interface PolicyMeasureJson {
  title: string;
  content: string;
  amount: number | null;
}

/** One policy of the platform's library. */
export interface PoliciesTable {
  id: BigSerial;
  title: string;
  issuer: string;
  level: PolicyLevelColumn;
  /** '' for a national policy. */
  region_code: Generated<string>;
  chain_codes: ColumnType<string[], string[] | undefined, string[]>;
  /** `date`s, read as 'YYYY-MM-DD' on both drivers. */
  issued_on: ColumnType<string, string, string>;
  expires_on: ColumnType<string | null, string | null | undefined, string | null>;
  paragraphs: string[];
  measures: ColumnType<PolicyMeasureJson[], string, string>;
}

/** A user's collected policy (myCollectPolicy). */
export interface PolicyCollectsTable {
  tenant_id: string;
  user_id: string;
  policy_id: ColumnType<string, string, string>;
  created_at: DefaultTimestamp;
}

export interface PoliciesTables {
  policies: PoliciesTable;
  policy_collects: PolicyCollectsTable;
}
