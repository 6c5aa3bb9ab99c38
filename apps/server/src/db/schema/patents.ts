import type { DefaultTimestamp } from './accounts';

/**
 * Kept aggregate of the enterprise read model (patents, migration 1390): the patents' counts by
 * type, legal status, IPC class (4 characters) and application year, of all patents ('all', code
 * ''), of each province's companies and of each chain's.
 */
export interface PatentStatsTable {
  scope: 'all' | 'chain' | 'province';
  code: string;
  dimension: 'kind' | 'status' | 'ipc' | 'year';
  value: string;
  count: number;
}

/** One row: when patent_stats was last built, and from how many patents. */
export interface PatentStatsBuildsTable {
  id: number;
  built_at: DefaultTimestamp;
  patents: number;
}

export interface PatentsTables {
  patent_stats: PatentStatsTable;
  patent_stats_builds: PatentStatsBuildsTable;
}
