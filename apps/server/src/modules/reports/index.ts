import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import {
  createReportRunner,
  RUNNER_TIMING,
  startReportJobs,
  TEST_RUNNER_TIMING,
  type ReportRunner,
} from './jobs';
import { createReportRenderer } from './pdf/pool';
import { reportRoutes } from './routes';
import { createReportService, type ReportService } from './service';

const runners = new WeakMap<AppContext, ReportRunner>();
const services = new WeakMap<AppContext, ReportService>();

/**
 * Company reports (spec 2 §7 Reports): a queue of PDF reports drawn in the background, each
 * tenant's report count, signed download links.
 */
export const reportsModule: FastifyPluginAsync = async (app) => {
  const { store, log, config, jwtKey, db } = app.ctx;
  const runner = createReportRunner({
    store,
    log,
    timing: config.mode === 'test' ? TEST_RUNNER_TIMING : RUNNER_TIMING,
    // Embedded PGlite locks its data folder: no other process can be drawing its reports.
    exclusive: db.kind === 'pglite',
    renderer: createReportRenderer(),
  });
  runners.set(app.ctx, runner);
  const service = createReportService({ store, secret: jwtKey, onQueued: () => runner.kick() });
  services.set(app.ctx, service);
  reportRoutes(app, service);
  startReportJobs(app, runner);
};

/** The report runner of a server (tests and benchmarks watch and stop it). */
export const reportRunnerOf = (ctx: AppContext): ReportRunner | undefined => runners.get(ctx);

/**
 * The report service of a server: 产业诊断 (modules/industry-diagnosis) queues its PDF through it
 * (`queueDiagnosis`), on the same queue and count as the company reports.
 */
export function reportServiceOf(ctx: AppContext): ReportService {
  const service = services.get(ctx);
  if (!service) throw new Error('reports module not registered');
  return service;
}

export { reportQueueHealth, retryFailedReport } from './queue-health';
export { renderCompanyReport, SECTION_TITLES } from './pdf/render';
export { renderDiagnosisReport, DIAGNOSIS_SECTION_TITLES } from './pdf/render-diagnosis';
export type { DiagnosisReportData, DiagnosisPrintItem } from './pdf/diagnosis-data';
export { DIAGNOSIS_DIMENSION_NAMES } from './pdf/diagnosis-data';
export { createReportRenderer, type ReportRenderer } from './pdf/pool';
export type { ReportData } from './pdf/report-data';
export { reportDataOf } from './pdf/from-company';
