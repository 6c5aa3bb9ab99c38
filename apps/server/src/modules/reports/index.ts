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
import { createReportService } from './service';

const runners = new WeakMap<AppContext, ReportRunner>();

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
  reportRoutes(app, service);
  startReportJobs(app, runner);
};

/** The report runner of a server (tests and benchmarks watch and stop it). */
export const reportRunnerOf = (ctx: AppContext): ReportRunner | undefined => runners.get(ctx);

export { renderCompanyReport, SECTION_TITLES } from './pdf/render';
export { createReportRenderer, type ReportRenderer } from './pdf/pool';
export type { ReportData } from './pdf/report-data';
export { reportDataOf } from './pdf/from-company';
