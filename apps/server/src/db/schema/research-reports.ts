import type { ColumnType, Generated } from 'kysely';
import type { BigSerial } from './accounts';

/** Tables of migration 1260_research_reports (docs/research-reports.md). */
export type ResearchReportKind = 'industry' | 'region' | 'company' | 'policy';

/** One report of the platform's library; its PDF is drawn from the row. */
export interface ResearchReportsTable {
  id: BigSerial;
  title: string;
  summary: string;
  kind: ResearchReportKind;
  chain_code: Generated<string>;
  region_code: string;
  publisher: string;
  /** A `date`, read as 'YYYY-MM-DD' on both drivers. */
  published_on: ColumnType<string, string, string>;
  pages: number;
  sections: string[];
}

export interface ResearchReportsTables {
  research_reports: ResearchReportsTable;
}
