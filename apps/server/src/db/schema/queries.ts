import type { ColumnType, Generated } from 'kysely';
import type { DefaultTimestamp } from './accounts';

/** Tables of migration 0920_queries. */
export type QuerySource = 'discover' | 'chainMap' | 'acquisition';

export interface QueryHistoryTable {
  id: string;
  tenant_id: string;
  user_id: string;
  source: QuerySource;
  title: string;
  /** The source's filter object, validated by its contract schema; written as a JSON string. */
  params: ColumnType<Record<string, unknown>, string, string>;
  /** sha256 of the params' canonical JSON: one row per distinct filter set. */
  params_key: string;
  result_count: number | null;
  named: Generated<boolean>;
  run_count: Generated<number>;
  last_run_at: DefaultTimestamp;
  created_at: DefaultTimestamp;
}

export interface QueriesTables {
  query_history: QueryHistoryTable;
}
