import type { FastifyInstance } from 'fastify';
import { REPORT_FILE_PATH, reportApi } from '@platform/contracts';
import { z } from 'zod';
import { contentDisposition } from '../../lib/content-disposition';
import { createRouter } from '../../lib/route';
import type { RouteDoc } from '../../lib/route-doc';
import type { ReportService } from './service';

/** generate-report costs (a PDF and a report count): a per-IP ceiling on top of the count. */
export const GENERATE_PER_MINUTE = 20;

/** The signed download link (reportApi.downloadUrl mints it): its query is the credential. */
const REPORT_FILE_DOC: RouteDoc = {
  endpoint: {
    method: 'GET',
    path: REPORT_FILE_PATH,
    auth: 'public',
    input: z.object({ t: z.string(), id: z.string(), e: z.string(), s: z.string() }),
    output: z.unknown(),
  },
  answer: { mediaType: 'application/pdf', description: 'The report as a PDF.' },
  summary: 'Download a report through the signed link `downloadUrl` answered; use the link as given.',
};

export function reportRoutes(app: FastifyInstance, service: ReportService): void {
  const r = createRouter(app);
  r(reportApi.generateReport, async ({ input, user, scope }) => service.generate(scope, user, input), {
    successCode: 200,
    rateLimitPerMinute: GENERATE_PER_MINUTE,
  });
  r(reportApi.reportNum, async ({ scope }) => service.remaining(scope));
  r(reportApi.reportPage, async ({ input, scope, user }) => service.page(scope, user, input));
  r(reportApi.downloadUrl, async ({ input, scope, user }) => service.downloadUrl(scope, user, input.id));
  r(reportApi.removeReport, async ({ input, scope, user }) => service.remove(scope, user, input.id));

  // The signed link: the key in the query is the credential (a new window sends no token).
  app.get(REPORT_FILE_PATH, { config: { doc: REPORT_FILE_DOC } }, async (request, reply) => {
    const { pdf, fileName } = await service.openLink((request.query ?? {}) as Record<string, unknown>);
    const id = String((request.query as Record<string, unknown>).id ?? 'report').replace(
      /[^A-Za-z0-9-]/g,
      '',
    );
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', contentDisposition(fileName, `report-${id}.pdf`))
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
  });
}
