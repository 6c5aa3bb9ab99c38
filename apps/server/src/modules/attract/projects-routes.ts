import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ATTRACT_PROJECT_LIMITS, attractProjectApi as api } from '@platform/contracts';
import type { TenantScope } from '../../db/tenant-scope';
import { todayInChina } from '../../lib/china-time';
import { contentDisposition } from '../../lib/content-disposition';
import { badRequest } from '../../lib/errors';
import { createRouter, describeIssues } from '../../lib/route';
import { staffWithNames } from '../accounts';
import { requirePermission } from '../org-centre';
import * as projects from './projects';
import { projectViewerOf, type ProjectViewer } from './projects-access';
import * as records from './records';
import { monthlyReport } from './report';
import { reportPdf } from './report-pdf';
import { reportWorkbook } from './report-xlsx';
import { saveStages, stageList } from './stages';

/** Writes (projects, moves, records, documents, steps, stages) per IP and minute. */
export const ATTRACT_PROJECT_WRITES_PER_MINUTE = 120;
/** Report files (.xlsx and PDF) per IP and minute: each reads every project of a region. */
export const ATTRACT_REPORT_FILES_PER_MINUTE = 20;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The 精准招商 projects pipeline (docs/attract.md "Projects"). Every call passes the region check
 * (type 4 bought for the region named, or for the region of the project named) before anything is
 * read or written.
 */
export function attractProjectRoutes(app: FastifyInstance): void {
  const r = createRouter(app);
  const { authenticate, store } = app.ctx;
  const db = store.db;
  const writes = { rateLimitPerMinute: ATTRACT_PROJECT_WRITES_PER_MINUTE };

  /** Login (the router), then the region check and who the caller is. */
  const inRegion =
    <I extends { regionCode: string }, O>(
      fn: (a: { input: I; scope: TenantScope; viewer: ProjectViewer }) => Promise<O>,
    ) =>
    async ({ input, scope, user }: { input: I; scope: TenantScope; user: { userId: string } }) =>
      fn({ input, scope, viewer: await projectViewerOf(scope, user.userId, input.regionCode) });

  r(
    api.members,
    inRegion(({ scope }) => staffWithNames(db, scope.tenantId)),
  );
  r(
    api.stageList,
    inRegion(({ scope }) => stageList(scope)),
  );
  r(
    api.stageSave,
    inRegion(({ input, scope, viewer }) => saveStages(scope, viewer.isAdmin, input)),
    writes,
  );
  r(
    api.projectPage,
    inRegion(({ input, scope, viewer }) => projects.projectPage(db, scope, viewer, input)),
  );
  r(
    api.projectBoard,
    inRegion(({ input, scope, viewer }) =>
      projects.projectBoard(db, scope, viewer, input, ATTRACT_PROJECT_LIMITS.boardMax),
    ),
  );
  r(api.projectDetail, ({ input, scope, user }) =>
    projects.projectDetail(db, scope, user.userId, input.projectId),
  );
  r(
    api.projectCreate,
    inRegion(({ input, scope, viewer }) => projects.createProject(db, scope, viewer, input)),
    writes,
  );
  r(
    api.projectUpdate,
    ({ input, scope, user, locale }) => projects.updateProject(db, scope, user.userId, input, locale),
    writes,
  );
  r(
    api.projectMove,
    ({ input, scope, user, locale }) => projects.moveProject(db, scope, user.userId, input, locale),
    writes,
  );
  r(
    api.projectRemove,
    ({ input, scope, user }) => projects.removeProject(scope, user.userId, input.projectId),
    writes,
  );
  r(api.recordAdd, ({ input, scope, user }) => records.addRecord(db, scope, user.userId, input), writes);
  r(api.documentAdd, ({ input, scope, user }) => records.addDocuments(db, scope, user.userId, input), writes);
  r(
    api.documentRemove,
    ({ input, scope, user }) => records.removeDocument(db, scope, user.userId, input),
    writes,
  );
  r(api.stepAdd, ({ input, scope, user }) => records.addStep(db, scope, user.userId, input), writes);
  r(api.stepDone, ({ input, scope, user }) => records.markStep(db, scope, user.userId, input), writes);
  r(api.stepDue, ({ scope, user }) => records.dueSteps(db, scope, user.userId));
  r(
    api.report,
    inRegion(({ input, scope, viewer }) => monthlyReport(db, scope, viewer, input.month)),
  );

  /**
   * The report's files: a file, not an envelope, so registered directly (a refusal is still an
   * envelope, by the error handler). They need data.export, as every export does.
   */
  const reportFile = (
    ep: typeof api.reportXlsx | typeof api.reportPdf,
    mediaType: string,
    draw: (report: Awaited<ReturnType<typeof monthlyReport>>) => Promise<Buffer>,
    extension: string,
  ) =>
    app.post(
      ep.path,
      {
        config: {
          rateLimit: { max: ATTRACT_REPORT_FILES_PER_MINUTE, timeWindow: '1 minute' },
          doc: {
            endpoint: ep,
            answer: { mediaType, description: 'The monthly report of projects by stage.' },
          },
        },
      },
      async (request: FastifyRequest, reply: FastifyReply) => {
        const user = (await authenticate(request, true))!;
        const query = (request.query ?? {}) as Record<string, unknown>;
        const body = (request.body ?? {}) as Record<string, unknown>;
        const parsed = ep.input.safeParse({ ...query, ...body });
        if (!parsed.success) throw badRequest('badRequest', describeIssues(parsed.error));
        // eslint-disable-next-line no-restricted-syntax -- the verified token's tenant (a file route bypasses createRouter)
        const scope = store.forTenant(user.tenantId, user.userId);
        const viewer = await projectViewerOf(scope, user.userId, parsed.data.regionCode);
        await requirePermission(scope, user.userId, 'data.export');
        const report = await monthlyReport(db, scope, viewer, parsed.data.month);
        const bytes = await draw(report);
        return reply
          .type(mediaType)
          .header(
            'content-disposition',
            contentDisposition(
              `${report.regionName}招商项目月报-${report.month}.${extension}`,
              `projects-${report.month}.${extension}`,
            ),
          )
          .send(bytes);
      },
    );
  reportFile(api.reportXlsx, XLSX, reportWorkbook, 'xlsx');
  reportFile(
    api.reportPdf,
    'application/pdf',
    (report) => reportPdf(report, todayInChina(new Date())),
    'pdf',
  );
}
