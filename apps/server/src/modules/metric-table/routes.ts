import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { metricTableApi as api } from '@platform/contracts';
import { contentDisposition } from '../../lib/content-disposition';
import { badRequest } from '../../lib/errors';
import { createRouter, describeIssues } from '../../lib/route';
import { requirePermission } from '../org-centre';
import * as service from './service';
import { metricWorkbook } from './xlsx';

/** Tables per IP and minute: each reads a few hundred kept rows. */
export const METRIC_TABLES_PER_MINUTE = 120;
/** Exports per IP and minute: each draws a workbook of five sheets. */
export const METRIC_EXPORTS_PER_MINUTE = 20;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function metricTableRoutes(app: FastifyInstance): void {
  const r = createRouter(app);
  const { authenticate, store } = app.ctx;
  r(api.table, ({ input }) => service.table(store, input), { rateLimitPerMinute: METRIC_TABLES_PER_MINUTE });

  // A file, not an envelope (a refusal is still an envelope, by the error handler); data.export as
  // every export.
  app.post(
    api.export.path,
    {
      config: {
        rateLimit: { max: METRIC_EXPORTS_PER_MINUTE, timeWindow: '1 minute' },
        doc: {
          endpoint: api.export,
          answer: { mediaType: XLSX, description: 'The metric table, an indicator a sheet.' },
        },
      },
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const user = (await authenticate(request, true))!;
      const query = (request.query ?? {}) as Record<string, unknown>;
      const body = (request.body ?? {}) as Record<string, unknown>;
      const parsed = api.export.input.safeParse({ ...query, ...body });
      if (!parsed.success) throw badRequest('badRequest', describeIssues(parsed.error));
      // eslint-disable-next-line no-restricted-syntax -- the verified token's tenant (a file route bypasses createRouter)
      await requirePermission(store.forTenant(user.tenantId, user.userId), user.userId, 'data.export');
      const tables = await service.allTables(store, parsed.data);
      const first = tables[0]!;
      const span = `${first.years[0]}-${first.years.at(-1)}`;
      return reply
        .type(XLSX)
        .header(
          'content-disposition',
          contentDisposition(
            `${first.parentName}指标数据-${span}.xlsx`,
            `metrics-${first.parentCode}-${span}.xlsx`,
          ),
        )
        .send(await metricWorkbook(tables));
    },
  );
}
