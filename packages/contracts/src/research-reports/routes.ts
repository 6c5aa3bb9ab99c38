import type { Route } from '../route';
import { SERVICE } from '../services';

const R = `${SERVICE.report}/custom-list`;

/**
 * 研究报告, the platform's research-report library (/serve/researchReport, issue 28 item 6;
 * docs/research-reports.md). `page` and `detail` keep spec 2 §7's paths; `facets` and the file are
 * ours, beside them. Public, like the other industry services' pages (spec 1 §2).
 */
export const researchReportRoutes = {
  /** Reports newest first (query: keyword, chainCode, provinceCode, kind, from, to, current, size). */
  page: { method: 'GET', path: `${R}/page`, auth: 'public' },
  /** One report: its summary and table of contents, and where its PDF is. */
  detail: { method: 'GET', path: `${R}/detail`, auth: 'public' },
  /** The chains, provinces, kinds and years the library holds, with counts (the filters' options). */
  facets: { method: 'GET', path: `${R}/facets`, auth: 'public' },
} as const satisfies Record<string, Route>;

/** A report's PDF: a plain GET (`?id=…`, `&download=1` to save it) that streams the file. */
export const RESEARCH_REPORT_FILE_PATH = `${R}/file`;
