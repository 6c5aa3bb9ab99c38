import type { Route } from '../route';
import { SERVICE } from '../services';

const P = `${SERVICE.bigdata}/client/patents`;

/**
 * 专利, the patent search (/serve/patents, issue 28 item 7; docs/patents.md): the companies'
 * patents of the enterprise data set searched by title, number, applicant, IPC and type, one
 * company's patents, and statistics of a chain or region. Public, like the other industry services'
 * pages (spec 1 §2).
 */
export const patentRoutes = {
  /** Patents newest application first (query: keyword, ipc, kind, status, chainCode, provinceCode, from, to, current, size). */
  page: { method: 'GET', path: `${P}/page`, auth: 'public' },
  /** Counts by kind, legal status, top IPC classes and application year (query: chainCode, provinceCode). */
  stats: { method: 'GET', path: `${P}/stats`, auth: 'public' },
  /** The chains and provinces to choose from (the filters' options). */
  facets: { method: 'GET', path: `${P}/facets`, auth: 'public' },
  /** One company's patents, newest application first (query: companyId, current, size). */
  company: { method: 'GET', path: `${P}/company`, auth: 'public' },
} as const satisfies Record<string, Route>;
