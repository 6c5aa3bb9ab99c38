import type { FastifyInstance } from 'fastify';
import { industryAnalysisApi as api } from '@platform/contracts';
import { badRequest } from '../../lib/errors';
import { createRouter, describeIssues } from '../../lib/route';
import { chargeExport } from '../chain';
import { analysisWorkbook } from './export';
import * as service from './service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Calls per IP and minute: each reads a chain's companies in a region (up to four for a comparison). */
export const INDUSTRY_ANALYSIS_PER_MINUTE = 60;
export const INDUSTRY_COMPARE_PER_MINUTE = 30;
export const INDUSTRY_EXPORT_PER_MINUTE = 10;

export function industryAnalysisRoutes(app: FastifyInstance): void {
  const r = createRouter(app);
  const { store, authenticate } = app.ctx;
  r(api.analysis, async ({ input }) => service.analysis(store, input), {
    rateLimitPerMinute: INDUSTRY_ANALYSIS_PER_MINUTE,
  });
  r(api.chains, async () => service.chainOptions(), { rateLimitPerMinute: 120 });
  r(api.compare, async ({ input }) => service.compare(store, input), {
    rateLimitPerMinute: INDUSTRY_COMPARE_PER_MINUTE,
  });

  // A file, not an envelope: registered directly (a refusal is still an envelope, by the error handler).
  app.post(
    api.export.path,
    {
      config: {
        rateLimit: { max: INDUSTRY_EXPORT_PER_MINUTE, timeWindow: '1 minute' },
        doc: {
          endpoint: api.export,
          answer: { mediaType: XLSX, description: 'The analysis as an Excel workbook.' },
        },
      },
    },
    async (request, reply) => {
      const user = (await authenticate(request, true))!;
      const parsed = api.export.input.safeParse(request.body ?? {});
      if (!parsed.success) throw badRequest('badRequest', describeIssues(parsed.error));
      const analysis = await service.analysis(store, parsed.data);
      // eslint-disable-next-line no-restricted-syntax -- the verified token's tenant (a file route bypasses createRouter)
      const scope = store.forTenant(user.tenantId, user.userId);
      // The workbook lists the top companies: they count against the organisation's export quota.
      const remaining = await chargeExport(scope, analysis.topCompanies.length);
      const file = await analysisWorkbook(analysis);
      return reply
        .type(XLSX)
        .header(
          'content-disposition',
          `attachment; filename="industry-analysis-${analysis.regionCode}-${analysis.chainCode}.xlsx"`,
        )
        .header('x-export-rows', String(analysis.topCompanies.length))
        .header('x-export-remaining', String(remaining))
        .send(file);
    },
  );
}
