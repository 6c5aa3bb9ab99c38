import type { Route } from '../route';
import { SERVICE } from '../services';

const P = `${SERVICE.bigdata}/client/industry-analysis`;

/**
 * 产业分析 and 对标分析 (/serve/induAnalysis and /serve/induCompare, issue 28 items 2 and 3;
 * docs/industry-analysis.md): a chain in a region read from the enterprise data set, and two to
 * four regions side by side. Public like the other industry services' pages (spec 1 §2); the
 * export is counted against the organisation's export quota, so it needs a login.
 */
export const industryAnalysisRoutes = {
  /** One chain in one region (query: regionCode, chainCode). */
  analysis: { method: 'GET', path: `${P}/analysis`, auth: 'public' },
  /** Two to four regions on one chain (query: regionCodes=a,b[,c,d], chainCode). */
  compare: { method: 'GET', path: `${P}/compare`, auth: 'public' },
  /** The analysis as an .xlsx workbook (body: regionCode, chainCode); a file, not an envelope. */
  export: { method: 'POST', path: `${P}/export`, auth: 'user' },
  /** The chains to choose from. */
  chains: { method: 'GET', path: `${P}/chains`, auth: 'public' },
} as const satisfies Record<string, Route>;
