import type { FastifyInstance } from 'fastify';
import { chainApi, chainMapDataApi } from '@platform/contracts';
import { badRequest } from '../../lib/errors';
import { createRouter, describeIssues } from '../../lib/route';
import { exportCount, startExport } from './export';
import { areaOf, catalogue, entPage, mapNodes, nodeDescription } from './service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function chainRoutes(app: FastifyInstance): void {
  const r = createRouter(app);
  const { authenticate, store } = app.ctx;
  const db = store.db;
  r(chainApi.getInduClass, async ({ input }) => catalogue(db, input.keyword));
  r(chainApi.getMapNodesById, async ({ input }) => mapNodes(db, input));
  r(chainApi.entPage, async ({ input }) => entPage(db, input));
  r(chainMapDataApi.nodeDescription, async ({ input }) => nodeDescription(db, input.nodeCode));
  r(chainApi.exportCount, async ({ scope }) => exportCount(scope));

  // A file, not an envelope: registered directly (a refusal is still an envelope, by the error handler).
  app.post(
    chainApi.entPageExport.path,
    { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const user = (await authenticate(request, true))!;
      const parsed = chainApi.entPageExport.input.safeParse(request.body ?? {});
      if (!parsed.success) throw badRequest('badRequest', describeIssues(parsed.error));
      // eslint-disable-next-line no-restricted-syntax -- the verified token's tenant (a file route bypasses createRouter)
      const scope = store.forTenant(user.tenantId);
      const file = await startExport(db, scope, parsed.data, areaOf);
      return reply
        .type(XLSX)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('x-export-rows', String(file.rows))
        .header('x-export-remaining', String(file.remaining))
        .send(file.stream);
    },
  );
}
