import type { ReportRow } from '@platform/contracts/report';

/** While any report is generating, the list reloads this often. */
export const REPORT_POLL_MS = 1500;

/** Poll interval for a page of reports: only while one of them is still generating. */
export function reportPollInterval(rows: readonly Pick<ReportRow, 'status'>[] | undefined): number {
  return rows?.some((r) => r.status === 'generating') ? REPORT_POLL_MS : 0;
}
