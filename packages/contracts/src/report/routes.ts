import type { Route } from '../route';
import { SERVICE } from '../services';

const R = `${SERVICE.chain}/mydownloadreport`;

/** Company reports (spec 2 §3 Report request, §7 Reports): under the chain service. */
export const reportRoutes = {
  /** Queues a report of one company (typeCode 7); success code 200 (spec 2 §4). */
  generateReport: { method: 'POST', path: `${R}/generate-report`, auth: 'user' },
  /** Remaining report count of the caller's tenant (type=1). */
  reportNum: { method: 'GET', path: `${R}/queru-report-num`, auth: 'user' },
  /** The caller's tenant's reports, newest first, with status and percent. */
  reportPage: { method: 'GET', path: `${R}/page`, auth: 'user' },
  /** A short-lived signed link to a finished report's PDF. */
  downloadUrl: { method: 'GET', path: `${R}/download-url`, auth: 'user' },
  removeReport: { method: 'POST', path: `${R}/remove`, auth: 'user' },
} as const satisfies Record<string, Route>;

/**
 * Where a signed link points: a plain GET that streams the PDF (not an envelope call; the key in
 * the query is the credential, so a browser can open it in a new window).
 */
export const REPORT_FILE_PATH = `${R}/file`;
