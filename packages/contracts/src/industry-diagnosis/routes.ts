import type { Route } from '../route';
import { SERVICE } from '../services';

const R = `${SERVICE.report}/indudiagreport`;

/**
 * 产业诊断 (/serve/industryDiag, issue 28 item 4; docs/industry-diagnosis.md): a region's chain
 * scored node by node, and its PDF report queued on the company reports' queue (spec 2 §7 Reports:
 * `{p}-report/indudiagreport/createInduDiagReportPdf`). The diagnosis is public like the other
 * industry services' pages (spec 1 §2); the PDF needs login and uses the tenant's report count.
 */
export const industryDiagnosisRoutes = {
  /** The chains to choose from. */
  chains: { method: 'GET', path: `${R}/chains`, auth: 'public' },
  /** The diagnosis of one chain in one region (query: regionCode, chainCode). */
  diagnosis: { method: 'GET', path: `${R}/diagnosis`, auth: 'public' },
  /** Queues the diagnosis as a PDF report (body: regionCode, chainCode); success code 200. */
  createPdf: { method: 'POST', path: `${R}/createInduDiagReportPdf`, auth: 'user' },
} as const satisfies Record<string, Route>;
