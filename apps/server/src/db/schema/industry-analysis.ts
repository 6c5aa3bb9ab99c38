import type { DefaultTimestamp } from './accounts';

/**
 * Kept aggregate of the enterprise read model (industry-analysis, migration 1380): per region
 * (nation '100000', provinces, cities, counties) and chain, the companies counted by kind and key
 * (docs/industry-analysis.md, "Speed") with their registered capital.
 */
export interface AnalysisChainCountsTable {
  region_code: string;
  /** 0 nation, 1 province, 2 city, 3 county. */
  level: number;
  chain_code: string;
  /** all, new, patenting, listed ('' key); capital, age (band index); status, scale, qualification, year. */
  kind: string;
  key: string;
  companies: number;
  /** 万元. */
  capital: number;
}

/** One row: when analysis_chain_counts was last built, the day its bands were taken on, its rows. */
export interface AnalysisChainCountBuildsTable {
  id: number;
  built_at: DefaultTimestamp;
  today: string;
  rows: number;
}

export interface IndustryAnalysisTables {
  analysis_chain_counts: AnalysisChainCountsTable;
  analysis_chain_count_builds: AnalysisChainCountBuildsTable;
}
