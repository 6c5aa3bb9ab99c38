import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  RESEARCH_REPORT_FILE_PATH,
  RESEARCH_REPORT_LIMITS as L,
  researchReportApi as api,
} from '@platform/contracts';
import { contentDisposition } from '../../lib/content-disposition';
import { createRouter } from '../../lib/route';
import type { RouteDoc } from '../../lib/route-doc';
import * as service from './service';

const FILE_DOC: RouteDoc = {
  endpoint: {
    method: 'GET',
    path: RESEARCH_REPORT_FILE_PATH,
    auth: 'public',
    input: z.object({ id: z.string(), download: z.string().optional() }),
    output: z.unknown(),
  },
  answer: { mediaType: 'application/pdf', description: 'The research report as a PDF.' },
  summary: 'A research report of the library as a PDF: shown in the browser, or saved with download=1.',
};

export function researchReportRoutes(app: FastifyInstance): void {
  const r = createRouter(app);
  const { store } = app.ctx;
  r(api.page, async ({ input }) => service.page(store.db, input), { rateLimitPerMinute: 120 });
  r(api.detail, async ({ input }) => service.detail(store.db, input.id), { rateLimitPerMinute: 120 });
  r(api.facets, async () => service.facets(store.db), { rateLimitPerMinute: 120 });

  // A file, not an envelope: drawing a PDF costs, so a tighter ceiling per address.
  app.get(
    RESEARCH_REPORT_FILE_PATH,
    {
      config: {
        rateLimit: { max: L.filesPerMinute, timeWindow: '1 minute' },
        doc: FILE_DOC,
      },
    },
    async (request, reply) => {
      const query = (request.query ?? {}) as Record<string, unknown>;
      const id = typeof query.id === 'string' ? query.id : '';
      const { pdf, fileName } = await service.file(store.db, id);
      const disposition = query.download === '1' ? 'attachment' : 'inline';
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition(fileName, `research-report-${id}.pdf`, disposition))
        .header('cache-control', 'public, max-age=3600')
        .send(pdf);
    },
  );
}
