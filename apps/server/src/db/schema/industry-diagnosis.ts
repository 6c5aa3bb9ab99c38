import type { DefaultTimestamp } from './accounts';

/**
 * Kept aggregate of the enterprise read model (industry-diagnosis, migration 1380): per region
 * (nation '100000', provinces, cities, counties) and chain place (a chain, a node with its
 * descendants), the patents of its companies and those applied for since `recent_since`.
 */
export interface DiagnosisNodePatentsTable {
  region_code: string;
  /** 0 nation, 1 province, 2 city, 3 county. */
  level: number;
  node_code: string;
  patents: number;
  recent_patents: number;
}

/** One row: when diagnosis_node_patents was last built, and from what. */
export interface DiagnosisNodePatentBuildsTable {
  id: number;
  built_at: DefaultTimestamp;
  recent_since: string;
  /** The rows it holds. */
  rows: number;
}

export interface IndustryDiagnosisTables {
  diagnosis_node_patents: DiagnosisNodePatentsTable;
  diagnosis_node_patent_builds: DiagnosisNodePatentBuildsTable;
}
